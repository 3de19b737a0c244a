import { describe, expect, it } from "vitest";
import { purgePlan, verifyWebhookSignature, webhookSignature } from "./webhook.server";

const SECRET = "a-webhook-secret-of-some-length";
const body = Buffer.from('{"action":"published","story_id":400000001,"space_id":100001,"full_slug":"home"}');

describe("Storyblok webhook signature (HMAC-SHA1 hex of the raw body)", () => {
  it("accepts the body's own signature, in either case", () => {
    const signature = webhookSignature(body, SECRET);
    expect(signature).toMatch(/^[0-9a-f]{40}$/);
    expect(verifyWebhookSignature(body, signature, SECRET)).toBe(true);
    expect(verifyWebhookSignature(body, signature.toUpperCase(), SECRET)).toBe(true);
  });

  it("refuses no signature, another body's, another secret's, garbage, and everything without a secret", () => {
    const signature = webhookSignature(body, SECRET);
    expect(verifyWebhookSignature(body, null, SECRET)).toBe(false);
    expect(verifyWebhookSignature(Buffer.from(`${body.toString()} `), signature, SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, webhookSignature(body, "another-secret-entirely"), SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, "zz", SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, signature, undefined)).toBe(false);
  });
});

describe("what a webhook purges", () => {
  it("a story's pages by id and slug", () => {
    expect(purgePlan({ action: "published", story_id: 7, full_slug: "programs/inner-compass" })).toEqual({
      all: false,
      deps: ["id:7", "slug:programs/inner-compass"],
    });
    expect(purgePlan({ action: "moved", story_id: 7 })).toEqual({ all: false, deps: ["id:7"] });
  });

  it("every page for global stories, a release's merge, a datasource, or an unnamed story", () => {
    for (const slug of ["global/header", "global/footer", "global/settings", "global/error-404"]) {
      expect(purgePlan({ action: "published", story_id: 1, full_slug: slug })).toEqual({ all: true });
    }
    // Storyblok's merge webhook: `{text, release_id, space_id}`, no action.
    expect(purgePlan({ release_id: 313, space_id: 1 })).toEqual({ all: true });
    expect(purgePlan({ action: "release_merged", release_id: 313 })).toEqual({ all: true });
    expect(purgePlan({ action: "entries_updated" })).toEqual({ all: true });
    expect(purgePlan({ action: "unpublished" })).toEqual({ all: true });
  });

  it("nothing for a story action inside a release, nor for actions that change no page", () => {
    expect(purgePlan({ action: "published", story_id: 7, full_slug: "membership", release_id: 313 })).toMatchObject({ ignored: expect.any(String) });
    for (const action of ["asset.created", "user.added", "stage.changed", "something-new"])
      expect(purgePlan({ action })).toMatchObject({ ignored: expect.any(String) });
  });
});
