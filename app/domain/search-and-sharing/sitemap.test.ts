import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { languageOfSitemapFile, languageSitemapPath, listedStories, newestLastmod, sitemapPages, TRAINER_TEMPLATE_SLUG, folderTemplateSlug } from "./sitemap";

const story = (full_slug: string, fields: Record<string, unknown> = {}, content: Record<string, unknown> = { component: "page" }) => ({
  full_slug,
  content,
  ...fields,
});

describe("listedStories", () => {
  it("takes lastmod from published_at, else first_published_at, else updated_at", () => {
    const answer = {
      stories: [
        story("a", { published_at: "2024-11-18T14:08:00.000Z", first_published_at: "2024-10-01T00:00:00.000Z", updated_at: "2025-01-01T00:00:00.000Z" }),
        story("b", { published_at: null, first_published_at: "2024-10-01T00:00:00.000Z", updated_at: "2025-01-01T00:00:00.000Z" }),
        story("c", { updated_at: "2025-01-01T00:00:00.000Z" }),
        story("d", { published_at: "yesterday" }),
      ],
    };
    expect(listedStories(answer)).toEqual([
      { slug: "a", lastmod: "2024-11-18T14:08:00.000Z" },
      { slug: "b", lastmod: "2024-10-01T00:00:00.000Z" },
      { slug: "c", lastmod: "2025-01-01T00:00:00.000Z" },
      { slug: "d" },
    ]);
  });

  it("leaves out noindex pages, pages behind sign-in and pages that redirect away", () => {
    const answer = {
      stories: [
        story("hidden", {}, { component: "page", noindex: true }),
        story("members", {}, { component: "page", require_auth: true }),
        story("moved", {}, { component: "page", page_redirect: "https://elsewhere.example/" }),
        story("shown", {}, { component: "page", noindex: false, page_redirect: " " }),
      ],
    };
    expect(listedStories(answer).map((s) => s.slug)).toEqual(["shown"]);
  });

  it("rejects an answer that is not a story list", () => {
    expect(() => listedStories({ stories: "nope" })).toThrow();
    expect(() => listedStories({ stories: [{ slug: "no full_slug" }] })).toThrow();
  });
});

describe("sitemapPages", () => {
  const template = { slug: TRAINER_TEMPLATE_SLUG, lastmod: "2026-11-23T09:00:00.000Z" };

  it("lists pages by path, home as /, never parts of pages", () => {
    const pages = sitemapPages(
      [
        { slug: "membership", lastmod: "2025-03-10T08:00:00.000Z" },
        { slug: "home" },
        { slug: "global/header" },
        { slug: "templates/newsletter-cta" },
        { slug: "about/" },
      ],
      {},
    );
    expect(pages).toEqual([{ path: "/" }, { path: "/about" }, { path: "/membership", lastmod: "2025-03-10T08:00:00.000Z" }]);
  });

  it("adds a trainer page from the folder template for each trainer without a story, dated by the template", () => {
    const own = { slug: "trainers/amara-okafor", lastmod: "2024-11-18T14:08:00.000Z" };
    const pages = sitemapPages([own, template], { trainers: ["amara-okafor", "jonas-berg"] });
    expect(pages).toEqual([
      { path: "/trainers/amara-okafor", lastmod: "2024-11-18T14:08:00.000Z" },
      { path: "/trainers/jonas-berg", lastmod: "2026-11-23T09:00:00.000Z" },
    ]);
  });

  it("lists no template-built trainer page when the template is not listed (missing or hidden from search)", () => {
    expect(sitemapPages([{ slug: "trainers" }], { trainers: ["jonas-berg"] })).toEqual([{ path: "/trainers" }]);
  });

  it("adds quest pages from the quests' template the same way, each folder by its own template", () => {
    const quests = { slug: folderTemplateSlug("quests"), lastmod: "2026-12-01T09:00:00.000Z" };
    const own = { slug: "quests/unstoppable-focus", lastmod: "2024-11-16T12:34:00.000Z" };
    const pages = sitemapPages([own, quests], { quests: ["unstoppable-focus", "back-from-burnout"], trainers: ["jonas-berg"] });
    expect(pages).toEqual([
      { path: "/quests/back-from-burnout", lastmod: "2026-12-01T09:00:00.000Z" },
      { path: "/quests/unstoppable-focus", lastmod: "2024-11-16T12:34:00.000Z" },
    ]);
  });
});

describe("sitemap files", () => {
  it("names one sitemap per language and reads the language back", () => {
    for (const lang of LANGUAGES) expect(languageOfSitemapFile(languageSitemapPath(lang).split("/").pop())).toBe(lang);
    for (const file of ["xx.xml", "en", "en.xml.gz", "EN.xml", "", undefined]) expect(languageOfSitemapFile(file)).toBeNull();
  });

  it("dates the index entries by the newest page", () => {
    expect(newestLastmod([{ path: "/a", lastmod: "2024-11-18T14:08:00.000Z" }, { path: "/b" }, { path: "/c", lastmod: "2026-11-23T10:00:00+01:00" }])).toBe(
      "2026-11-23T10:00:00+01:00",
    );
    expect(newestLastmod([{ path: "/a" }])).toBeUndefined();
  });
});
