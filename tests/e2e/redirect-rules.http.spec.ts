import { expect, test } from "@playwright/test";
import { bcp47, LANGUAGES } from "./locales";
import { editorQuery } from "./preview";

/**
 * Redirect rules marketers own, on the sandbox story `global/redirects`:
 * `/old-membership` → `/membership` (301, every language), `/spring-offer` →
 * `/membership?period=monthly` (302), `/angebot` → `/programs/inner-compass` (German only),
 * and refused ones: a loop `/loop-a` ⇄ `/loop-b`, a chain, `/login`, a foreign host.
 */
const prefix = (lang: string) => (lang === "en" ? "" : `/${lang}`);

test("a rule moves a page in every language, with its status and the query string kept", async ({ request }) => {
  for (const lang of LANGUAGES) {
    const from = `${prefix(lang)}/old-membership?utm_source=newsletter&ref=a%20b`;
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    const location = response.headers().location!;
    expect(location, from).toBe(`${prefix(lang)}/membership?utm_source=newsletter&ref=a%20b`);
    const landing = await request.get(location, { maxRedirects: 0 });
    expect(landing.status(), location).toBe(200);
    expect(await landing.text(), location).toContain(`<html lang="${bcp47(lang)}"`);
  }
});

test("a 302 rule adds the request's query after the target's own; a language rule applies only in its language", async ({ request }) => {
  const offer = await request.get("/fr/spring-offer?utm_campaign=spring", { maxRedirects: 0 });
  expect(offer.status()).toBe(302);
  expect(offer.headers().location).toBe("/fr/membership?period=monthly&utm_campaign=spring");
  const german = await request.get("/de/angebot?x=1", { maxRedirects: 0 });
  expect(german.status()).toBe(302);
  expect(german.headers().location).toBe("/de/programs/inner-compass?x=1");
  expect((await request.get("/angebot", { maxRedirects: 0 })).status()).toBe(404);
});

test("a loop is refused: neither of its paths redirects", async ({ request }) => {
  for (const path of ["/loop-a", "/loop-b", "/de/loop-a"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test("rules that chain, shadow a fixed route or leave for a foreign host are not applied", async ({ request }) => {
  expect((await request.get("/chain-start", { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get("/partner", { maxRedirects: 0 })).status()).toBe(404);
  const login = await request.get("/login", { maxRedirects: 0 });
  expect(login.headers().location ?? "").not.toContain("/membership");
});

test("/redirect-rules lists the rules and their problems in a verified preview, and is a 404 elsewhere", async ({ request }) => {
  for (const path of ["/redirect-rules", "/de/redirect-rules", `/redirect-rules?_storyblok=1`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  for (const path of ["/redirect-rules", "/ar/redirect-rules"]) {
    const response = await request.get(`${path}?${editorQuery()}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const html = (await response.text()).replaceAll("&gt;", ">");
    expect(html).toContain("Rules with problems (not applied)");
    expect(html).toContain("Loop: /loop-a → /loop-b → /loop-a never arrives anywhere");
    expect(html).toMatch(/Chain: the target \/old-membership is itself redirected/);
    expect(html).toContain("From path /login is a fixed page of the site and cannot be redirected");
    expect(html).toMatch(/Target https:\/\/evil\.example\/offer is neither a path on this site/);
    expect(html).toContain("Status must be 301 (moved for good) or 302 (moved for now)");
  }
});
