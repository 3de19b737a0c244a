import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { storyblokHandlers } from "../../sandbox/storyblok";

process.env.UPSTREAM_FAILURE_MEMORY_MS = "2000";
process.env.STORYBLOK_TIMEOUT_MS = "300";
const { cache, clearCache } = await import("./cache.server");
const { forgetLastGoodStories, getStory } = await import("./storyblok.server");
const { StoryblokError } = await import("./storyblok-client.server");
const { resetUpstreamMemory } = await import("./upstream.server");

let calls = 0;
/** Paths asked of Storyblok's CDN API since the test began (`stories/home`, `spaces/me`). */
const asked: string[] = [];
const server = setupServer(...storyblokHandlers);
server.events.on("request:start", ({ request }) => {
  calls += 1;
  asked.push(new URL(request.url).pathname.replace("/v2/cdn/", ""));
});
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  clearCache();
  forgetLastGoodStories();
  resetUpstreamMemory();
  calls = 0;
  asked.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const home = { slug: "home", lang: "en", preview: false } as const;
const stall = http.get("*/v2/cdn/*", async () => {
  await delay("infinite");
  return HttpResponse.json({});
});

describe("getStory when Storyblok fails", () => {
  it("a stalled Storyblok costs one deadline, then later reads fail at once", async () => {
    server.use(stall);
    await expect(getStory(home)).rejects.toBeInstanceOf(StoryblokError);
    // The first story waited out its deadline (no cv lookup goes first); the next read fails at once.
    expect(calls).toBe(1);
    await expect(getStory({ ...home, slug: "global/header" })).rejects.toBeInstanceOf(StoryblokError);
    expect(calls).toBe(1);
  });

  it("serves the last good copy of a story when Storyblok fails and the cache has lost it", async () => {
    const story = await getStory(home);
    expect(story?.full_slug).toBe("home");
    clearCache();
    server.use(http.get("*/v2/cdn/*", () => HttpResponse.json({ error: "down" }, { status: 500 })));
    await expect(getStory(home)).resolves.toEqual(story);
    await expect(getStory({ ...home, slug: "legal/imprint" })).rejects.toBeInstanceOf(StoryblokError);
  });

  it("a missing story is not a failure: it is null and Storyblok is asked again", async () => {
    await expect(getStory({ ...home, slug: "no/such/story" })).resolves.toBeNull();
    await expect(getStory({ ...home, slug: "another/missing" })).resolves.toBeNull();
    await expect(getStory(home)).resolves.toMatchObject({ full_slug: "home" });
  });
});

describe("getListedStories (sitemaps: only stories the site renders)", () => {
  it("lists page stories of the sandbox and leaves out other content types", async () => {
    const { getListedStories } = await import("./storyblok-listing.server");
    const stories = await getListedStories(["page"]);
    const slugs = stories.map((story) => story.slug);
    expect(stories).toContainEqual({ slug: "home", lastmod: "2024-11-14T10:00:00.000Z" });
    expect(slugs).toContain("home");
    expect(slugs).toContain("lab/rich-text");
    expect(slugs).not.toContain("lab/article");
    expect(slugs).not.toContain("global/header");
    expect(slugs).not.toContain("templates/newsletter-cta");
  });

  it("reads every page of the stories API (100 a page)", async () => {
    const { getListedStories } = await import("./storyblok-listing.server");
    const seen: string[] = [];
    server.use(
      http.get("*/v2/cdn/stories", ({ request }) => {
        const url = new URL(request.url);
        seen.push(`${url.searchParams.get("content_type")}:${url.searchParams.get("page")}:${url.searchParams.get("excluding_fields")}`);
        const page = Number(url.searchParams.get("page"));
        const count = page === 1 ? 100 : 3;
        return HttpResponse.json({ stories: Array.from({ length: count }, (_, i) => ({ full_slug: `p${page}/s${i}` })) });
      }),
    );
    const stories = await getListedStories(["page"]);
    expect(stories).toHaveLength(103);
    expect(seen).toEqual(["page:1:body", "page:2:body"]);
  });

  it("a list of another shape is a StoryblokError (the sitemap answers 503), not a crash", async () => {
    const { getListedStories } = await import("./storyblok-listing.server");
    server.use(http.get("*/v2/cdn/stories", () => HttpResponse.json({ stories: "nope" })));
    await expect(getListedStories(["page"])).rejects.toBeInstanceOf(StoryblokError);
  });
});

describe("getStory and the cache version (cv)", () => {
  it("a cold server asks for its stories at once, without a spaces/me call first, and keeps the cv they name", async () => {
    const stories = await Promise.all(["home", "global/header", "global/footer"].map((slug) => getStory({ ...home, slug })));
    expect(stories.map((s) => s?.full_slug)).toEqual(["home", "global/header", "global/footer"]);
    expect(asked.sort()).toEqual(["stories/global/footer", "stories/global/header", "stories/home"]);
    // Later reads are keyed by the cv those answers named: the same stories make no call.
    asked.length = 0;
    await Promise.all(["home", "global/header", "global/footer"].map((slug) => getStory({ ...home, slug })));
    expect(asked).toEqual([]);
    await getStory({ ...home, slug: "legal/imprint" });
    expect(asked).toEqual(["stories/legal/imprint"]);
  });

  it("concurrent cold reads of one story make one call, and a story that does not exist is remembered too", async () => {
    await Promise.all([getStory(home), getStory(home), getStory(home)]);
    expect(asked).toEqual(["stories/home"]);
    asked.length = 0;
    await expect(getStory({ ...home, slug: "no/such/story" })).resolves.toBeNull();
    await expect(getStory({ ...home, slug: "no/such/story" })).resolves.toBeNull();
    expect(asked).toEqual(["stories/no/such/story"]);
  });

  it("stores no 'no such story' among the stories, cold or warm: unknown slugs evict no real story", async () => {
    const stored = vi.spyOn(cache, "set");
    await expect(getStory({ ...home, slug: "cold/missing" })).resolves.toBeNull();
    await getStory(home);
    await expect(getStory({ ...home, slug: "warm/missing" })).resolves.toBeNull();
    const keys = stored.mock.calls.map(([key]) => key);
    expect(keys.some((key) => key.includes(":home:"))).toBe(true);
    expect(keys.filter((key) => key.includes("missing"))).toEqual([]);
    stored.mockRestore();
  });
});

const { requestStorage } = await import("./request-store.server");

describe("a preview of a Storyblok release (docs/product/preview-and-editors.md)", () => {
  const inRequest = <T>(release: number | undefined, read: () => Promise<T>) =>
    requestStorage.run({ requestId: "release", upstreams: [], storyblokRelease: release }, read);
  const headline = (story: Awaited<ReturnType<typeof getStory>>) =>
    (story?.content as unknown as { body: { _uid: string; headline?: string }[] }).body.find((blok) => blok._uid.startsWith("c7e2aa28"))?.headline;
  const membership = (preview: boolean) => ({ slug: "membership", lang: "de", preview }) as const;

  it("reads the release's versions in a preview, every time; published reads and plain previews keep their own", async () => {
    expect(headline(await inRequest(71001, () => getStory(membership(true))))).toMatch(/^Starte in eine neue Gewohnheit/);
    expect(asked.filter((path) => path === "stories/membership")).toHaveLength(1);
    expect(headline(await inRequest(71001, () => getStory(membership(false))))).toMatch(/^Wachse jeden Tag/);
    expect(headline(await inRequest(undefined, () => getStory(membership(true))))).toMatch(/^Wachse jeden Tag/);
  });

  it("a restricted release is a StoryblokError with Storyblok's 403", async () => {
    await expect(inRequest(71002, () => getStory(membership(true)))).rejects.toMatchObject({ status: 403 });
  });
});
