import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { bcp47, LANGUAGES } from "./locales";

/**
 * The sitemaps as a crawler reads them: robots.txt names the index, the index names one sitemap
 * per language, and each lists that language's URL of every page with its hreflang alternates
 * and the `lastmod` of the story it is built from (the sandbox's published stories).
 */
const SITE = "https://www.brightpath.example";
const STORIES = path.resolve("sandbox/storyblok/stories");

const prefixOf = (lang: string) => (lang === "en" ? "" : `/${lang}`);

/** The `<loc>` and `<lastmod>` of each `<url>` (or `<sitemap>`) entry, and its raw XML. */
function entries(xml: string, tag: "url" | "sitemap") {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map(([, body = ""]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? "",
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null,
    body,
  }));
}

/** The sandbox story a page is built from: its own, else its folder's template (trainer pages). */
function storyFixtureOf(pagePath: string): { published_at: string } {
  const slug = pagePath === "/" ? "home" : pagePath.slice(1);
  const own = path.join(STORIES, `${slug}.json`);
  const file = existsSync(own) ? own : path.join(STORIES, "templates", `folder-${slug.split("/").slice(0, -1).join("-")}.json`);
  return (JSON.parse(readFileSync(file, "utf8")) as { story: { published_at: string } }).story;
}

test("robots.txt points to the sitemap index", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("the sitemap index names one sitemap per language, each dated", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  const sitemaps = entries(xml, "sitemap");
  expect(sitemaps.map((s) => s.loc)).toEqual(LANGUAGES.map((lang) => `${SITE}/sitemap/${lang}.xml`));
  for (const sitemap of sitemaps) expect(sitemap.lastmod, sitemap.loc).toMatch(/^\d{4}-\d\d-\d\dT/);
});

test("every entry of a language's sitemap is dated by the published_at of the story it is built from", async ({ request }) => {
  for (const lang of ["de", "en", "ar"]) {
    const response = await request.get(`/sitemap/${lang}.xml`);
    expect(response.status(), lang).toBe(200);
    const urls = entries(await response.text(), "url");
    expect(urls.length, lang).toBeGreaterThan(20);
    for (const { loc, lastmod } of urls) {
      expect(loc.startsWith(`${SITE}${prefixOf(lang)}`), loc).toBe(true);
      const pagePath = loc.slice(SITE.length + prefixOf(lang).length) || "/";
      expect(lastmod && new Date(lastmod).toISOString(), loc).toBe(storyFixtureOf(pagePath).published_at);
    }
  }
});

test("a language's sitemap gives each page's URL in every language and x-default", async ({ request }) => {
  const xml = await (await request.get("/sitemap/de.xml")).text();
  const membership = entries(xml, "url").find((entry) => entry.loc === `${SITE}/de/membership`);
  expect(membership).toBeDefined();
  for (const lang of LANGUAGES) expect(membership?.body).toContain(`hreflang="${bcp47(lang)}" href="${SITE}${prefixOf(lang)}/membership"`);
  expect(membership?.body).toContain(`hreflang="x-default" href="${SITE}/membership"`);
});

test("pages hidden from search, parts of pages and other content types are in no sitemap", async ({ request }) => {
  for (const lang of LANGUAGES) {
    const locs = entries(await (await request.get(`/sitemap/${lang}.xml`)).text(), "url").map((entry) => entry.loc);
    expect(locs, lang).toContain(`${SITE}${prefixOf(lang)}/lab/rich-text`);
    // Hidden from search: a noindex landing page, a page behind sign-in, pages that redirect away.
    for (const hidden of ["/offers/coaching", "/members/library", "/members/join", "/lab/moved", "/lab/unsafe-redirect", "/lab/article"]) {
      expect(locs, `${lang} ${hidden}`).not.toContain(`${SITE}${prefixOf(lang)}${hidden}`);
    }
    expect(
      locs.filter((loc) => loc.includes("/global/") || loc.includes("/templates/")),
      lang,
    ).toEqual([]);
  }
});

test("trainer pages are listed, those built from the folder template too, and answer 200", async ({ request }) => {
  const locs = entries(await (await request.get("/sitemap/de.xml")).text(), "url").map((entry) => entry.loc);
  // amara-okafor has a story of her own; jonas-berg's page is the trainers' folder template.
  expect(existsSync(path.join(STORIES, "trainers", "jonas-berg.json"))).toBe(false);
  for (const trainer of ["amara-okafor", "jonas-berg", "mei-lin"]) {
    const loc = `${SITE}/de/trainers/${trainer}`;
    expect(locs).toContain(loc);
    expect((await request.get(loc.slice(SITE.length))).status(), loc).toBe(200);
  }
});

test("a sitemap file of no language is a 404", async ({ request }) => {
  for (const file of ["xx.xml", "de", "de.xml.gz"]) expect((await request.get(`/sitemap/${file}`)).status(), file).toBe(404);
});
