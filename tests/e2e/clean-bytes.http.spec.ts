import { expect, test } from "@playwright/test";
import { LANGUAGES } from "./locales";
import { SANDBOX_PAGES } from "./sandbox-pages";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const FACEBOOK = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";

/** A page's path in another language: the language's prefix in front of the path (English has none). */
const inLanguage = (lang: string, page: string) => (lang === "en" ? page : page === "/" ? `/${lang}` : `/${lang}${page}`);

/**
 * The bytes a crawler or link preview reads: no NUL byte (Facebook's crawler and mail clients
 * stop reading at one) and nothing that is not UTF-8, on every sandbox page in every language,
 * for browsers (streamed shell) and bots (whole page at once), first render and stored copy.
 */
test.describe("clean bytes", () => {
  for (const lang of LANGUAGES) {
    test(`every page in ${lang} is NUL-free UTF-8`, async ({ request }) => {
      for (const page of SANDBOX_PAGES) {
        const url = inLanguage(lang, page);
        for (const agent of [undefined, BOT, FACEBOOK, undefined]) {
          const response = await request.get(url, { headers: agent ? { "user-agent": agent } : {}, maxRedirects: 0 });
          const bytes = await response.body();
          expect(bytes.indexOf(0), `${url} (${agent ?? "browser"}) holds a NUL byte`).toBe(-1);
          expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes), `${url} is not UTF-8`).not.toThrow();
        }
      }
    });
  }
});
