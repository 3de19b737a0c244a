import { describe, expect, it } from "vitest";
import { errorStorySlug, parseErrorPageData } from "./error-page";

describe("parseErrorPageData", () => {
  it("accepts the payload a loader throws", () => {
    const payload = { statusCode: 404, message: "This page could not be found", story: null };
    expect(parseErrorPageData(payload, 404)).toEqual(payload);
  });
  it("turns a { error } body into the message, with no story to fetch", () => {
    expect(parseErrorPageData({ error: "Missing field" }, 400)).toEqual({ statusCode: 400, message: "Missing field", story: null });
  });
  it("gives null for anything else, so the story is fetched", () => {
    expect(parseErrorPageData("Unexpected Server Error", 500)).toBeNull();
    expect(parseErrorPageData(undefined)).toBeNull();
  });
});

describe("errorStorySlug", () => {
  it("names global/error-{status} for 404 and 5xx", () => {
    expect(errorStorySlug(404)).toBe("global/error-404");
    expect(errorStorySlug(503)).toBe("global/error-500");
    expect(errorStorySlug(410)).toBe("global/error-410");
  });
});
