import { describe, expect, it } from "vitest";
import { statusCodeOf } from "./status";

describe("statusCodeOf (status code fallbacks of an error)", () => {
  it("prefers statusCode, then status, then response.status", () => {
    expect(statusCodeOf({ statusCode: 404, status: 410, response: { status: 502 } })).toBe(404);
    expect(statusCodeOf({ status: 410, response: { status: 502 } })).toBe(410);
    expect(statusCodeOf({ response: { status: 502 } })).toBe(502);
  });
  it("falls back to 500", () => {
    expect(statusCodeOf(new Error("boom"))).toBe(500);
    expect(statusCodeOf(null)).toBe(500);
    expect(statusCodeOf("text")).toBe(500);
  });
  it("skips values that are not HTTP status codes", () => {
    expect(statusCodeOf({ statusCode: "abc", status: 403 })).toBe(403);
    expect(statusCodeOf({ statusCode: 42 })).toBe(500);
    expect(statusCodeOf({ status: "404" })).toBe(404);
  });
});
