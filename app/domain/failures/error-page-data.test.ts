import { describe, expect, it } from "vitest";
import { parseErrorPageData } from "./error-page-data";

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

describe("parseErrorPageData shape checks", () => {
  it("refuses payloads whose fields have the wrong shape", () => {
    expect(parseErrorPageData({ statusCode: 200, story: null })).toBeNull();
    expect(parseErrorPageData({ statusCode: 404.5, story: null })).toBeNull();
    expect(parseErrorPageData({ statusCode: 404, story: { id: "1", full_slug: "x", content: {} } })).toBeNull();
    expect(parseErrorPageData({ statusCode: 404, story: null, preloads: [{ href: 1 }] })).toBeNull();
    expect(parseErrorPageData({ statusCode: 404, message: 3, story: null })).toBeNull();
  });
  it("keeps an error story with its preloads and strings", () => {
    const payload = {
      statusCode: 500,
      story: { id: 1, full_slug: "global/error-500", content: { _uid: "e", component: "page", body: [] } },
      preloads: [{ href: "/assets/a.js", views: ["page", "hero"] }],
      strings: { nav: { home: "Home" } },
    };
    expect(parseErrorPageData(payload)).toEqual(payload);
  });
});
