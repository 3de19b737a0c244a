import { describe, expect, it } from "vitest";
import { parseConsentCookie } from "./consent-cookie";
import { consentInForce } from "./consent";

describe("the consent cookie", () => {
  it("holds analytics and ads apart", () => {
    expect(parseConsentCookie('{"analytics":true,"ads":false}')).toEqual({ analytics: true, ads: false });
    expect(parseConsentCookie('{"analytics":false,"ads":true}')).toEqual({ analytics: false, ads: true });
  });

  it("reads the single choice stored before: accepted grants both, rejected denies both", () => {
    expect(parseConsentCookie("accepted")).toEqual({ analytics: true, ads: true });
    expect(parseConsentCookie("rejected")).toEqual({ analytics: false, ads: false });
  });

  it("gives null for anything else, so the visitor is asked again", () => {
    for (const raw of ["", "yes", "{", "null", '{"analytics":true}', '{"analytics":"true","ads":false}', "[true,true]"]) {
      expect(parseConsentCookie(raw), raw).toBeNull();
    }
  });
});

describe("Global Privacy Control", () => {
  it("refuses ads whatever was chosen, and counts as a refusal of both when nothing was", () => {
    expect(consentInForce({ analytics: true, ads: true }, true)).toEqual({ analytics: true, ads: false });
    expect(consentInForce(null, true)).toEqual({ analytics: false, ads: false });
  });

  it("leaves the choice (or its absence) alone when the browser does not send it", () => {
    expect(consentInForce({ analytics: false, ads: true }, false)).toEqual({ analytics: false, ads: true });
    expect(consentInForce(null, false)).toBeNull();
  });
});
