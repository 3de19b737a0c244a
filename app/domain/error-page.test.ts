import { describe, expect, it } from "vitest";
import { errorStoryFallback, errorStorySlug, parseErrorPageData, resubmitOf } from "./error-page";
import { MAX_REFLECTED_CHARS } from "./reflection";

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
  it("names global/error-{status} for every status (SPEC §2)", () => {
    expect(errorStorySlug(404)).toBe("global/error-404");
    expect(errorStorySlug(503)).toBe("global/error-503");
    expect(errorStorySlug(410)).toBe("global/error-410");
  });
  it("falls back to the 500 story for a 5xx and the 404 story for a 4xx", () => {
    expect(errorStoryFallback(503)).toBe("global/error-500");
    expect(errorStoryFallback(410)).toBe("global/error-404");
    expect(errorStoryFallback(404)).toBeNull();
    expect(errorStoryFallback(500)).toBeNull();
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

describe("resubmitOf", () => {
  it("carries back the text fields in order, without the omitted ones and without files", () => {
    const form = new FormData();
    form.append("_block", "abc");
    form.append("company", "Calm Harbor Media");
    form.append("socialSecurity", "078-05-1120");
    form.append("upload", new Blob(["x"]), "x.txt");
    expect(resubmitOf(form, new Set(["socialSecurity"]))).toEqual({ fields: [["_block", "abc"], ["company", "Calm Harbor Media"]] });
  });

  it("keeps a value as long as a field allows whole and cuts a longer one, like every reflected value", () => {
    const form = new FormData();
    form.append("website1", "w".repeat(MAX_REFLECTED_CHARS));
    form.append("comments", "c".repeat(MAX_REFLECTED_CHARS + 500));
    const [website, comments] = resubmitOf(form, new Set()).fields;
    expect(website?.[1]).toHaveLength(MAX_REFLECTED_CHARS);
    expect(comments?.[1]).toHaveLength(MAX_REFLECTED_CHARS);
  });
});
