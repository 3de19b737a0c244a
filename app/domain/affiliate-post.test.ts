import { describe, expect, it } from "vitest";
import { isAffiliatePost, markAffiliatePost } from "./affiliate-post";

describe("the affiliate post mark", () => {
  it("is added to an action without a query, and to one with a query, keeping its parameters", () => {
    expect(markAffiliatePost("/affiliates/apply")).toBe("/affiliates/apply?form=affiliate");
    expect(markAffiliatePost("/de/affiliates/apply?step=2")).toBe("/de/affiliates/apply?step=2&form=affiliate");
  });

  it("is added once, whatever the action already says", () => {
    expect(markAffiliatePost("/p?form=other&form=affiliate")).toBe("/p?form=affiliate");
  });

  it("is read from a query with or without its question mark, and only with its value", () => {
    expect(isAffiliatePost("?form=affiliate")).toBe(true);
    expect(isAffiliatePost("utm_source=ad&form=affiliate")).toBe(true);
    expect(isAffiliatePost("?form=newsletter")).toBe(false);
    expect(isAffiliatePost("")).toBe(false);
  });
});
