import { describe, expect, it } from "vitest";
import { isVerifiedPreview, previewRelease, previewTokenHash } from "./storyblok-preview.server";

const secrets = { spaceId: "100001", previewToken: "preview-secret" };
const now = 1_750_000_000_000;
const timestamp = Math.floor(now / 1000) - 120;

function query(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    _storyblok: "123",
    "_storyblok_tk[space_id]": secrets.spaceId,
    "_storyblok_tk[timestamp]": String(timestamp),
    "_storyblok_tk[token]": previewTokenHash(secrets.spaceId, secrets.previewToken, timestamp),
    ...overrides,
  });
}

describe("isVerifiedPreview", () => {
  it("accepts the editor's token for this space made within the hour", () => {
    expect(isVerifiedPreview(query(), secrets, now)).toBe(true);
  });
  it("rejects a bare _storyblok flag", () => {
    expect(isVerifiedPreview(new URLSearchParams({ _storyblok: "1" }), secrets, now)).toBe(false);
  });
  it("rejects a forged token", () => {
    const forged = previewTokenHash(secrets.spaceId, "guessed-token", timestamp);
    expect(isVerifiedPreview(query({ "_storyblok_tk[token]": forged }), secrets, now)).toBe(false);
  });
  it("rejects another space", () => {
    const token = previewTokenHash("999", secrets.previewToken, timestamp);
    expect(isVerifiedPreview(query({ "_storyblok_tk[space_id]": "999", "_storyblok_tk[token]": token }), secrets, now)).toBe(false);
  });
  it("rejects a token older than an hour", () => {
    const old = Math.floor(now / 1000) - 3601;
    const token = previewTokenHash(secrets.spaceId, secrets.previewToken, old);
    expect(isVerifiedPreview(query({ "_storyblok_tk[timestamp]": String(old), "_storyblok_tk[token]": token }), secrets, now)).toBe(false);
  });
  it("rejects malformed parameters without throwing", () => {
    expect(isVerifiedPreview(query({ "_storyblok_tk[token]": "zz" }), secrets, now)).toBe(false);
    expect(isVerifiedPreview(query({ "_storyblok_tk[timestamp]": "soon" }), secrets, now)).toBe(false);
  });
});

describe("previewRelease", () => {
  it("reads the release id the editor adds, and nothing else", () => {
    const release = (query: string) => previewRelease(new URLSearchParams(query));
    expect(release("_storyblok_release=71001")).toBe(71001);
    for (const query of ["", "_storyblok_release=0", "_storyblok_release=", "_storyblok_release=abc", "_storyblok_release=-3", "_storyblok_release=1.5"])
      expect(release(query), query).toBeNull();
  });
});
