import { describe, expect, it } from "vitest";
import { errorMessageOf, errorStoryFallback, errorStorySlug, resubmitOf } from "./error-page";
import { parseErrorPageData } from "./error-page-data";
import { MAX_REFLECTED_CHARS } from "../forms/reflection";

describe("errorMessageOf", () => {
  const bodies: [string, unknown, number][] = [
    ["a 404 payload", { statusCode: 404, message: "This page could not be found", story: null }, 404],
    ["a payload without a message", { statusCode: 500, story: null, preloads: [], strings: {} }, 500],
    ["a 503 payload with values to send again", { statusCode: 503, story: null, resubmit: { fields: [["a", "b"]] } }, 503],
    ["a reason body", { error: "This page accepts forms as POST requests only." }, 405],
    ["an empty reason", { error: "" }, 400],
    ["a plain string", "Unexpected Server Error", 500],
    ["nothing", undefined, 500],
    ["an array", ["x"], 500],
  ];
  it.each(bodies)("gives the title the message the error page shows for %s", (_, body, status) => {
    expect(errorMessageOf(body)).toBe(parseErrorPageData(body, status)?.message);
  });
  it("reads the message and the reason", () => {
    expect(errorMessageOf({ statusCode: 404, message: "Gone", story: null })).toBe("Gone");
    expect(errorMessageOf({ error: "Missing field" })).toBe("Missing field");
  });
});

describe("errorStorySlug", () => {
  it("names global/error-{status} for every status", () => {
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

describe("resubmitOf", () => {
  it("carries back the text fields in order, without the omitted ones and without files", () => {
    const form = new FormData();
    form.append("_block", "abc");
    form.append("company", "Calm Harbor Media");
    form.append("socialSecurity", "078-05-1120");
    form.append("upload", new Blob(["x"]), "x.txt");
    expect(resubmitOf(form, new Set(["socialSecurity"]))).toEqual({
      fields: [
        ["_block", "abc"],
        ["company", "Calm Harbor Media"],
      ],
    });
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
