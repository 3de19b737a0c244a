import { expect, test } from "@playwright/test";
import { LANGUAGES } from "./locales";
import { SANDBOX_PAGES } from "./sandbox-pages";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** The sandbox page whose render waits for an upstream deadline (3 s). */
const SLOW_PAGE = "/lab/platform-down";
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
      const check = async (page: string) => {
        const url = inLanguage(lang, page);
        for (const agent of [undefined, BOT, FACEBOOK, undefined]) {
          const response = await request.get(url, { headers: agent ? { "user-agent": agent } : {}, maxRedirects: 0 });
          const bytes = await response.body();
          expect.soft(bytes.indexOf(0), `${url} (${agent ?? "browser"}) holds a NUL byte`).toBe(-1);
          expect.soft(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes), `${url} is not UTF-8`).not.toThrow();
        }
      };
      // The page whose first render waits out the platform's deadline goes beside the others, not before them.
      const others = async () => {
        for (const page of SANDBOX_PAGES) if (page !== SLOW_PAGE) await check(page);
      };
      await Promise.all([check(SLOW_PAGE), others()]);
    });
  }
});
