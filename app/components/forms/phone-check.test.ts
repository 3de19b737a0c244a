import { describe, expect, it } from "vitest";
import { browserPhoneCheck, loadPhoneCheck } from "./phone-check";

describe("the browser's phone check", () => {
  it("lets every number pass until libphonenumber-js is loaded, then checks it for its country", async () => {
    expect(browserPhoneCheck("12", "DE")).toMatchObject({ ok: true });
    await loadPhoneCheck();
    expect(browserPhoneCheck("12", "DE")).toEqual({ ok: false, problem: "form.phoneInvalid" });
    expect(browserPhoneCheck("0151 12345678", "DE")).toEqual({ ok: true, e164: "+4915112345678", country: "DE" });
  });
});
