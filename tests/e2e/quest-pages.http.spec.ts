import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { visibleHtml } from "./html";

/**
 * Every published quest has a page (docs/product/learning-catalogue.md#quest-pages): a quest
 * without a story of its own is rendered from the quests' folder template, in every language;
 * an unknown or draft quest is a 404; the sitemaps list them.
 */
const STORIES = path.resolve("sandbox/storyblok/stories");

/** The JSON-LD documents of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body = ""]) => JSON.parse(body) as Record<string, unknown>,
  );
}

test("a quest without a story has a page with its name, figures, trainers and call to action", async ({ request }) => {
  expect(existsSync(path.join(STORIES, "quests", "back-from-burnout.json"))).toBe(false);
  const response = await request.get("/quests/back-from-burnout");
  expect(response.status()).toBe(200);
  const raw = await response.text();
  const html = visibleHtml(raw);
  expect(html).toMatch(/<h1[^>]*>Back from Burnout<\/h1>/);
  expect(html).toMatch(/<title>Back from Burnout \| Brightpath<\/title>/);
  expect(html).toContain("4.8 out of 5");
  expect(html).toContain("6,210 enrolled");
  expect(html).toContain('href="/trainers/amara-okafor"');
  expect(html).toMatch(/<a[^>]*href="\/membership"[^>]*>See membership and pricing<\/a>/);
  const documents = jsonLd(raw);
  const course = documents.find((item) => item["@type"] === "Course");
  expect(course).toMatchObject({ name: "Back from Burnout", "@id": "https://www.brightpath.example/quests/back-from-burnout#course" });
  const page = documents.find((item) => item["@type"] === "WebPage");
  expect(page?.mainEntity).toEqual({ "@id": "https://www.brightpath.example/quests/back-from-burnout#course" });
});

test("a quest page is in the page's language", async ({ request }) => {
  const response = await request.get("/de/quests/rest-is-a-skill");
  expect(response.status()).toBe(200);
  const html = visibleHtml(await response.text());
  expect(html).toMatch(/<h1[^>]*>Rest Is a Skill<\/h1>/);
  expect(html).toContain("4,7 von 5");
  expect(html).toMatch(/<a[^>]*href="\/de\/membership"[^>]*>Mitgliedschaft und Preise ansehen<\/a>/);
});

test("an unknown or draft quest is a 404 with the error page", async ({ request }) => {
  for (const pagePath of ["/quests/no-such-quest", "/de/quests/no-such-quest", "/quests/journaling-for-clarity"]) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(404);
    expect(await response.text(), pagePath).not.toContain("data-quest-page=");
  }
});

test("the sitemaps list the quest pages built from the template, and those pages answer 200", async ({ request }) => {
  const xml = await (await request.get("/sitemap/de.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = ""]) => loc);
  for (const quest of ["unstoppable-focus", "back-from-burnout", "enfoque-sin-prisa"]) {
    const loc = `https://www.brightpath.example/de/quests/${quest}`;
    expect(locs).toContain(loc);
    expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
  }
  // Drafts have no page.
  expect(locs).not.toContain("https://www.brightpath.example/de/quests/journaling-for-clarity");
});
