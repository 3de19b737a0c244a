import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PageStory } from "./validated-story.server";

const existing = new Set<string>();
let storyblokDown = false;
/** Stories served from their last good copy while Storyblok is down. */
const lastGood = new Set<string>();
const asked: string[] = [];

function story(slug: string): PageStory {
  return { id: 1, uuid: "u", name: slug, full_slug: slug, content: { _uid: "p", component: "page", body: [] }, problems: [] };
}

vi.mock("./validated-story.server", () => {
  const getPageStory = async ({ slug }: { slug: string }) => {
    asked.push(slug);
    if (storyblokDown && !lastGood.has(slug)) throw new Error("Storyblok is down");
    return existing.has(slug) ? story(slug) : null;
  };
  return { getPageStory, getPageStorySafe: async (request: { slug: string }) => getPageStory(request).catch(() => null) };
});
vi.mock("~/services/logger.server", () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }));

const { errorStory } = await import("./error-page.server");
const context = { lang: "en" as const, preview: false };

beforeEach(() => {
  existing.clear();
  existing.add("global/error-404").add("global/error-500");
  storyblokDown = false;
  lastGood.clear();
  asked.length = 0;
});

describe("errorStory (the story global/error-{status}, draft in preview)", () => {
  it("loads global/error-{status} when it exists, a 503 included", async () => {
    existing.add("global/error-503");
    expect((await errorStory(503, context))?.full_slug).toBe("global/error-503");
    expect(asked).toEqual(["global/error-503"]);
  });
  it("falls back to the 500 story for a 5xx and the 404 story for a 4xx", async () => {
    expect((await errorStory(503, context))?.full_slug).toBe("global/error-500");
    expect((await errorStory(410, context))?.full_slug).toBe("global/error-404");
  });
  it("falls back when Storyblok fails too: the 500 story's last good copy answers", async () => {
    storyblokDown = true;
    lastGood.add("global/error-500");
    expect((await errorStory(503, context))?.full_slug).toBe("global/error-500");
    expect(asked).toEqual(["global/error-503", "global/error-500"]);
  });
  it("gives null when nothing loads", async () => {
    storyblokDown = true;
    expect(await errorStory(503, context)).toBeNull();
  });
});
