import { describe, expect, it } from "vitest";
import { markedForm, markFormPost } from "./form-post-mark";

describe("the limited form's post mark", () => {
  it("is added to an action without a query, and to one with a query, keeping its parameters", () => {
    expect(markFormPost("/affiliates/apply", "affiliate")).toBe("/affiliates/apply?form=affiliate");
    expect(markFormPost("/de/masterclass/x?step=2", "registration")).toBe("/de/masterclass/x?step=2&form=registration");
  });

  it("is added once, whatever the action already says", () => {
    expect(markFormPost("/p?form=other&form=affiliate", "affiliate")).toBe("/p?form=affiliate");
  });

  it("is read from a query with or without its question mark, and only with a limited form's name", () => {
    expect(markedForm("?form=affiliate")).toBe("affiliate");
    expect(markedForm("utm_source=ad&form=registration")).toBe("registration");
    expect(markedForm("?form=newsletter")).toBeNull();
    expect(markedForm("")).toBeNull();
  });
});
