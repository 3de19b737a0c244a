import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { bcp47, LANGUAGES, uiString, type Language } from "./locales";
import { localize } from "./sandbox-pages";

/**
 * The privacy policy as a visitor without JavaScript reaches it: the Storyblok story
 * `legal/privacy` answers in all ten languages with its own translation, `/privacy` redirects
 * to it (a CMS redirect rule), the sitemaps list it, the imprint it points to is translated
 * too, and every form that asks for personal data links it in the page's language.
 */

const SITE = "https://www.brightpath.example";
const STORIES = path.resolve("sandbox/storyblok/stories/legal");
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The heading (h1 text) of a legal story's fixture in `lang` (Indonesian files are `.id.json`). */
function storyHeading(slug: "privacy" | "imprint", lang: Language): string {
  const suffix = lang === "en" ? "" : `.${lang === "in" ? "id" : lang}`;
  const story = JSON.parse(readFileSync(path.join(STORIES, `${slug}${suffix}.json`), "utf8")) as {
    story: { content: { body: { component: string; text?: string; body?: { component: string; text?: string; level?: string }[] }[] } };
  };
  const bloks = story.story.content.body.flatMap((blok) => [blok, ...(blok.body ?? [])]);
  const heading = bloks.find((blok) => blok.component === "heading")?.text;
  if (!heading) throw new Error(`legal/${slug} in ${lang} has no heading`);
  return heading;
}

/** The links of `html` to `href`, as `{ text }` (their text content without tags). */
function linksTo(html: string, href: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter(([, attrs = ""]) => attrs.includes(`href="${href}"`))
    .map(([, , text = ""]) => text.replace(/<[^>]+>/g, ""));
}

test.describe("the privacy policy", () => {
  for (const lang of LANGUAGES) {
    test(`${localize("/legal/privacy", lang)} answers 200 in ${lang}, translated, with what the affiliate form's SSN is for`, async ({ request }) => {
      const response = await request.get(localize("/legal/privacy", lang));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${bcp47(lang)}"`);
      const heading = storyHeading("privacy", lang);
      if (lang !== "en") expect(heading, `${lang} has its own heading`).not.toBe(storyHeading("privacy", "en"));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(heading))}</h1>`));
      expect(html).toContain(`<title>${escapeHtml(heading)} | Brightpath</title>`);
      // The SSN's reason (IRS Form 1099) and the cookies by their real names.
      expect(html).toContain("1099");
      for (const cookie of ["analytics_consent", "__Host-session", "bp_attendee"]) expect(html).toContain(`<code>${cookie}</code>`);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${localize("/legal/privacy", lang)}"/>`);
    });
  }

  test("/privacy redirects to /legal/privacy for good, in every language, keeping the query", async ({ request }) => {
    for (const lang of LANGUAGES) {
      const from = `${localize("/privacy", lang)}?utm_source=mail`;
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(`${localize("/legal/privacy", lang)}?utm_source=mail`);
    }
  });

  test("each language's sitemap lists its privacy policy", async ({ request }) => {
    for (const lang of ["en", "de", "ar", "in"] as const) {
      const xml = await (await request.get(`/sitemap/${lang}.xml`)).text();
      expect(xml, lang).toContain(`<loc>${SITE}${localize("/legal/privacy", lang)}</loc>`);
    }
  });
});

test("the imprint answers in all ten languages with its own translation", async ({ request }) => {
  for (const lang of LANGUAGES) {
    const html = await (await request.get(localize("/legal/imprint", lang))).text();
    const heading = storyHeading("imprint", lang);
    if (lang !== "en") expect(heading, lang).not.toBe(storyHeading("imprint", "en"));
    expect(html, lang).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(heading))}</h1>`));
  }
});

test.describe("forms that ask for personal data link the privacy policy in the page's language", () => {
  for (const lang of ["en", "de", "ar"] as const) {
    test(`the affiliate form in ${lang}: the link under the button, and why the SSN is asked beside its field`, async ({ request }) => {
      const html = await (await request.get(localize("/affiliates/apply", lang))).text();
      expect(linksTo(html, localize("/legal/privacy", lang))).toContain(escapeHtml(uiString(lang, "form.privacyLink")));
      const hint = escapeHtml(uiString(lang, "affiliate.hints.socialSecurity"));
      const field = /<input[^>]*name="socialSecurity"[^>]*>/.exec(html)?.[0] ?? "";
      const describedBy = /aria-describedby="([^"]+)"/.exec(field)?.[1] ?? "";
      expect(describedBy, "the SSN field is described by its hint").not.toBe("");
      const hintIds = describedBy.split(" ").filter((id) => new RegExp(`id="${escapeRegExp(id)}"[^>]*>${escapeRegExp(hint)}<`).test(html));
      expect(hintIds, "one of the field's descriptions is the SSN hint").toHaveLength(1);
    });

    test(`the masterclass registration form in ${lang} links it under the button`, async ({ request }) => {
      const html = await (await request.get(localize("/masterclass/three-breath-reset", lang))).text();
      expect(linksTo(html, localize("/legal/privacy", lang))).toContain(escapeHtml(uiString(lang, "form.privacyLink")));
    });
  }
});
