import { expect, test } from "@playwright/test";
import { PORT_NO_ERROR_STORIES } from "../../playwright.config";
import { bcp47, homePath, LANGUAGES, uiString } from "./locales";

const SITE = "https://www.brightpath.example";
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

test.describe("ten languages", () => {
  for (const lang of LANGUAGES) {
    test(`home in ${lang}: lang, translated header, hreflang set`, async ({ request }) => {
      const response = await request.get(homePath(lang));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${bcp47(lang)}" dir="${lang === "ar" ? "rtl" : "ltr"}"`);
      expect(html).toContain(`<span class="group-open/menu:hidden">${escapeHtml(uiString(lang, "nav.menu"))}</span>`);
      // The switcher's name is its visible code plus hidden words (WCAG 2.5.3).
      expect(html).toContain(`<span>${lang.toUpperCase()}</span><span class="sr-only">${escapeHtml(uiString(lang, "nav.chooseLanguage"))}</span>`);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${lang === "en" ? "/" : `/${lang}`}"/>`);
      for (const other of LANGUAGES) {
        expect(html).toContain(`<link rel="alternate" hrefLang="${bcp47(other)}" href="${SITE}${other === "en" ? "/" : `/${other}`}"/>`);
      }
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}/"/>`);
    });
  }

  test("the CMS header and home story are translated (field-level, with fallback)", async ({ request }) => {
    const english = await (await request.get("/")).text();
    for (const lang of ["de", "es", "ar", "zh"] as const) {
      const html = await (await request.get(`/${lang}`)).text();
      const headline = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
      expect(headline, lang).toBeTruthy();
      expect(english.includes(`>${headline}</h1>`), `${lang} headline "${headline}" is the English one`).toBe(false);
    }
    // A story without a translation (a lab fixture) falls back to the default language.
    const fallback = await (await request.get("/de/lab/rich-text")).text();
    expect(fallback).toContain('<html lang="de"');
    expect(fallback).toContain("<title>Rich text lab | Brightpath</title>");
  });

  test("/en/... serves English with the unprefixed URL as canonical", async ({ request }) => {
    const html = await (await request.get("/en/programs/inner-compass")).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/programs/inner-compass"/>`);
  });

  test("error pages have no canonical", async ({ request }) => {
    const html = await (await request.get("/de/no/such/page")).text();
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(uiString("de", "error.notFound"));
  });

  test("interface strings of fixed pages are translated", async ({ request }) => {
    const html = await (await request.get("/fr/test-no-sb")).text();
    expect(html).toContain(escapeHtml(uiString("fr", "systemCheck.title")));
    expect(html).toContain(`<title>${escapeHtml(uiString("fr", "systemCheck.metaTitle"))} | Brightpath</title>`);
  });
});

test.describe("language switcher and locale cookie", () => {
  test("switcher links lead to the same page in another language, with the query the page depends on", async ({ request }) => {
    const html = await (await request.get("/programs/inner-compass?ref=mail&period=monthly&gclid=abc")).text();
    // Only declared parameters are the page's: ad tags and unknown ones are never echoed (a stored page is every visitor's).
    expect(html).toContain(`href="/switch-language?to=${encodeURIComponent("/de/programs/inner-compass?period=monthly")}"`);
    expect(html).not.toContain("gclid");
    expect(html).not.toContain("ref%3Dmail");
    const response = await request.get(`/switch-language?to=${encodeURIComponent("/de/programs/inner-compass?ref=mail")}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/de/programs/inner-compass?ref=mail");
  });

  test("the switcher refuses targets off the site", async ({ request }) => {
    for (const to of ["https://evil.example/", "//evil.example", "", "/\\evil.example", "/a/..//evil.example", "/.//evil.example", "/%2e%2e//evil.example"]) {
      const response = await request.get(`/switch-language?to=${encodeURIComponent(to)}`, { maxRedirects: 0 });
      expect(response.status(), to).toBe(400);
    }
  });

  test("with a locale cookie configured, the choice is remembered and unprefixed visits redirect", async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: `http://localhost:${PORT_NO_ERROR_STORIES}` });
    const switched = await api.get(`/switch-language?to=${encodeURIComponent("/es/programs/inner-compass")}`, { maxRedirects: 0 });
    expect(switched.headers()["set-cookie"]).toMatch(/^locale=/);
    const redirected = await api.get("/programs/inner-compass?x=1", { maxRedirects: 0 });
    expect(redirected.status()).toBe(302);
    expect(redirected.headers().location).toBe("/es/programs/inner-compass?x=1");
    expect((await api.get("/fr/programs/inner-compass", { maxRedirects: 0 })).status()).toBe(200);
    await api.get(`/switch-language?to=${encodeURIComponent("/programs/inner-compass")}`, { maxRedirects: 0 });
    expect((await api.get("/programs/inner-compass", { maxRedirects: 0 })).status()).toBe(200);
    await api.dispose();
  });
});

test.describe("countries API", () => {
  test("returns names sorted for the language, cached", async ({ request }) => {
    const response = await request.get("/api/countries?lang=de");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("max-age=604800");
    const body = (await response.json()) as { lang: string; countries: { alpha2: string; name: string }[] };
    expect(body.countries.length).toBeGreaterThan(240);
    expect(body.countries.find((c) => c.alpha2 === "DE")?.name).toBe("Deutschland");
  });

  test("an unknown language gets 400 with the supported list", async ({ request }) => {
    const response = await request.get("/api/countries?lang=xx");
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { supported: string[] };
    expect(body.supported).toEqual(expect.arrayContaining(["de", "in", "zh-tw", "ja"]));
  });
});

// The sitemaps and robots.txt: sitemap.http.spec.ts.
test.describe("sitemap and robots", () => {
  test("a page marked noindex tells search engines so, in every language; other pages do not", async ({ request }) => {
    const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;
    for (const path of ["/offers/coaching", "/de/offers/coaching", "/ar/offers/coaching"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(robots(await response.text()), path).toBe("noindex");
    }
    expect(robots(await (await request.get("/membership")).text())).toBeNull();
  });
});
