import { readFileSync } from "node:fs";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blockSchemas as registry } from "~/block-kit/schemas";
import { validateContent } from "~/block-kit/validate";
import { resolveLink, type MultilinkLike } from "~/domain/routing/links";
import { clearCache } from "~/services/cache.server";
import { getStory } from "~/services/storyblok.server";
import { renderContent } from "./render";

/**
 * Contract tests over real Storyblok CDN v2 responses published by others
 * (tests/fixtures/storyblok-real, MIT): the content client accepts each, relations resolve,
 * links resolve, and pages built from them render with unknown bloks hidden.
 */
const dir = path.resolve("tests/fixtures/storyblok-real");
const load = (file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>;

type Envelope = { story: Record<string, unknown>; cv?: number; rels?: unknown[]; links?: unknown[] };
const singles: Record<string, Envelope> = {
  "contract/all-fields": load("laravel-storyblok__all-fields.json") as Envelope,
  "contract/has-settings": load("laravel-storyblok__has-settings.json") as Envelope,
  "contract/relations": load("php-client__v2__stories-relations.json") as Envelope,
  "contract/by-uuid": load("php-client__v2__storyByUuid.json") as Envelope,
};
const listing = load("php-client__v2__stories.json") as { stories: Record<string, unknown>[]; cv: number };
listing.stories.forEach((story, index) => {
  singles[`contract/listing-${index}`] = { story, cv: listing.cv, rels: [], links: [] };
});

const server = setupServer(
  http.get("*/v2/cdn/spaces/me", () => HttpResponse.json({ space: { id: 1, name: "contract", version: 1667846352 } })),
  http.get("*/v2/cdn/stories/*", ({ request }) => {
    const url = new URL(request.url);
    const slug = url.pathname.replace(/^\/v2\/cdn\/stories\//, "");
    const envelope = singles[slug];
    if (!envelope) return HttpResponse.json(["This record could not be found"], { status: 404 });
    const withRelations = url.searchParams.has("resolve_relations");
    return HttpResponse.json({ rels: [], links: [], cv: 1, ...envelope, ...(withRelations ? {} : { rels: [] }) });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => clearCache());
afterAll(() => server.close());

function collectMultilinks(value: unknown, found: MultilinkLike[] = []): MultilinkLike[] {
  if (Array.isArray(value)) value.forEach((v) => collectMultilinks(v, found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record.fieldtype === "multilink") found.push(record as MultilinkLike);
    Object.values(record).forEach((v) => collectMultilinks(v, found));
  }
  return found;
}

const render = (content: unknown, preview = false) => renderContent(content, { lang: "de", preview });

describe("the content client accepts real CDN v2 responses", () => {
  it.each(Object.keys(singles))("loads %s", async (slug) => {
    const story = await getStory({ slug, lang: "en", preview: false });
    expect(story).not.toBeNull();
    expect(story?.uuid).toBe(singles[slug]?.story.uuid);
    expect(story?.content.component).toBe((singles[slug]?.story.content as { component: string }).component);
  });

  it("answers null for a story that does not exist", async () => {
    expect(await getStory({ slug: "contract/missing", lang: "en", preview: false })).toBeNull();
  });
});

describe("relations resolve", () => {
  it("replaces related story uuids with the stories from rels", async () => {
    const story = await getStory({
      slug: "contract/relations",
      lang: "en",
      preview: false,
      resolveRelations: ["popular-articles.articles"],
    });
    const body = (story?.content as unknown as { body: { component: string; articles?: unknown[] }[] }).body;
    const articles = body.find((b) => b.component === "popular-articles")?.articles ?? [];
    expect(articles).toHaveLength(3);
    for (const article of articles) {
      expect(article).toMatchObject({ full_slug: expect.stringMatching(/^blog\/article-/), content: expect.any(Object) });
    }
  });

  it("leaves uuids in place for relations that were not asked for", async () => {
    const story = await getStory({ slug: "contract/relations", lang: "en", preview: false });
    const body = (story?.content as unknown as { body: { component: string; articles?: unknown[] }[] }).body;
    expect(body.find((b) => b.component === "popular-articles")?.articles?.every((a) => typeof a === "string")).toBe(true);
  });
});

describe("links resolve", () => {
  const links = Object.values(singles).flatMap((envelope) => collectMultilinks(envelope.story));

  it("finds the fixtures' multilinks", () => {
    expect(links.length).toBeGreaterThan(150);
  });

  it("gives every non-empty link an href, story links prefixed with the language", () => {
    for (const link of links) {
      const resolved = resolveLink(link, "de");
      const empty = !link.url && !link.cached_url && !link.email && !link.anchor;
      if (empty) continue;
      expect(resolved, JSON.stringify(link)).not.toBeNull();
      if (link.linktype === "story" && resolved && !resolved.href.startsWith("#")) {
        expect(resolved.href.startsWith("/de")).toBe(true);
        expect(resolved.href).not.toMatch(/\/$/);
      }
    }
  });
});

describe("pages built from real responses render, unknown bloks hidden", () => {
  it.each(Object.keys(singles))("renders %s", (slug) => {
    const content = singles[slug]?.story.content;
    const { problems } = validateContent(content, registry);
    const html = render(content);
    for (const problem of problems.filter((p) => p.kind !== "variable")) {
      expect(html).not.toContain(`data-block="${problem.component}"`);
    }
    expect(html).not.toMatch(/__unknown__|__invalid__/);
  });

  it("renders known bloks of a foreign space (its hero) and hides the rest", () => {
    const html = render(singles["contract/relations"]?.story.content);
    expect(html).toContain("My Blog Website");
    expect(html).toContain('data-block="hero"');
    expect(html).not.toContain("Popular Articles");
  });

  it("flags unknown bloks in preview", () => {
    const html = render(singles["contract/relations"]?.story.content, true);
    // German interface: „Unbekannter Block …“
    expect(html).toMatch(/role="note"[^>]*>[^<]*popular-articles/);
  });
});
