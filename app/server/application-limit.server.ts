import type { RequestHandler, Response } from "express";
import { collectBloks } from "~/blocks/run.server";
import { getPageStory } from "~/content/page-story.server";
import { localizePath, resolvePath } from "~/domain/locale-path";
import { bcp47Of, directionOf, type Language } from "~/i18n/languages";
import { allStrings } from "~/i18n/strings.server";
import { createTranslator } from "~/i18n/translate";
import { clientIp } from "~/services/client-ip.server";
import { logger } from "~/services/logger.server";
import { PERSONAL_PAGE } from "~/domain/page-cache-policy";
import { consumeLimit, type LimitName } from "~/services/rate-limit.server";

/** Bodies a form post can have; anything else is refused by the page's body reader (415) and applies for nothing. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The page forms limited per client at the edge: the blok's component and the limit its posts spend. */
const FORM_LIMITS = { affiliate_form: "affiliate", registration_form: "registration" } as const satisfies Record<string, LimitName>;

type FormLimit = (typeof FORM_LIMITS)[keyof typeof FORM_LIMITS];

/**
 * The page-form limits at the edge ("a refused request is answered before any rendering"). A
 * document form post (a browser without JavaScript, or curl) to a page whose published story
 * holds a limited form (`FORM_LIMITS`) is counted against that form's limit here, before Remix
 * runs; over the limit it is answered 429 with `Retry-After` and {@link rateLimitedPage} in the
 * page's language — no loader, no render. The count covers every form post to such a page
 * (the story, not the body, decides: the body is Remix's to read).
 *
 * Left to the block's action, which counts them itself when they were not counted here
 * (`countedAlready`): JavaScript submissions (`*.data`, answered with action data only, no
 * render) and posts whose story could not be looked up here (Storyblok failing) or that a
 * fixed route renders under another slug. See docs/decisions/0011-rate-limits.md.
 */
export const limitFormPosts: RequestHandler = (req, res, next) => {
  if (req.method !== "POST" || req.path.endsWith(".data") || !req.is(FORM_TYPES)) return next();
  const path = resolvePath(req.path);
  if (!path) return next();
  void limitedFormOf(path.slug, path.lang)
    .then(async (limit) => {
      if (!limit) return next();
      const ip = clientIp();
      const verdict = await consumeLimit(limit, ip);
      if (verdict.allowed) return next();
      logger.warn(`${limit}-rate-limited`, { ip, where: "edge" });
      sendRateLimitedPage(res, path.lang, verdict.retryAfterS, limit);
    })
    .catch(next);
};

/** The limit of the first limited form the published story at `slug` holds; null when none, unknown or unavailable. */
async function limitedFormOf(slug: string, lang: Language): Promise<FormLimit | null> {
  try {
    const story = await getPageStory({ slug, lang, preview: false });
    if (!story) return null;
    for (const blok of collectBloks(story.content)) {
      if (Object.hasOwn(FORM_LIMITS, blok.component)) return FORM_LIMITS[blok.component as keyof typeof FORM_LIMITS];
    }
    return null;
  } catch {
    // Storyblok failing: the action decides (and counts) when the page can be loaded.
    return null;
  }
}

/** Answers 429 with `Retry-After` (seconds) and {@link rateLimitedPage}; never stored by any cache. */
export function sendRateLimitedPage(res: Response, lang: Language, retryAfterS: number, kind: RateLimitedKind): void {
  res
    .status(429)
    .set({ "Retry-After": String(retryAfterS), "Cache-Control": PERSONAL_PAGE })
    .type("html")
    .send(rateLimitedPage(lang, retryAfterS, kind));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What was refused: an affiliate application, a registration, or requests of any other kind (sign-in, unknown pages). */
export type RateLimitedKind = FormLimit | "requests";

/** The strings of each kind's page: its heading, when to try again, and (forms) that the answers are still behind Back. */
const PAGE_TEXT: Record<RateLimitedKind, { title: string; retryIn: string; goBack: string | null }> = {
  affiliate: { title: "rateLimit.title", retryIn: "rateLimit.retryIn", goBack: "rateLimit.goBack" },
  registration: { title: "rateLimit.registrationTitle", retryIn: "rateLimit.tryAgainIn", goBack: "rateLimit.goBack" },
  requests: { title: "rateLimit.requestsTitle", retryIn: "rateLimit.tryAgainIn", goBack: null },
};

/**
 * The 429 page, in the page's language: when to try again (whole minutes, rounded up), and,
 * after a form post, that the visitor's answers are still in the form behind the browser's Back
 * button (the browser keeps them; nothing is stored here). Self-contained: inline styles, no script.
 */
export function rateLimitedPage(lang: Language, retryAfterS: number, kind: RateLimitedKind = "affiliate"): string {
  const t = createTranslator(lang, allStrings(lang));
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  const text = (key: string, options?: Record<string, unknown>) => escapeHtml(t(key, options));
  const keys = PAGE_TEXT[kind];
  return `<!DOCTYPE html>
<html lang="${bcp47Of(lang)}" dir="${directionOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text(keys.title)} · ${text("brand")}</title>
<style>
body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;color:#141824;background:#fff}
header{background:#fbf8f3;padding:4rem 1.25rem 3rem;text-align:center}
.label{margin:0;font-size:.875rem;font-weight:600;letter-spacing:.1em;text-transform:uppercase;color:#4338ca}
h1{margin:.75rem auto 0;max-width:40rem;font-size:2.25rem;line-height:1.15;font-weight:800;letter-spacing:-.02em}
main{max-width:40rem;margin:0 auto;padding:2.5rem 1.25rem 4rem;text-align:center}
main p{margin:0 0 1rem;color:#4b5263}
a{font-weight:600;color:#4338ca;text-decoration:underline;text-underline-offset:2px}
</style>
</head>
<body>
<header><p class="label">${text("error.label", { statusCode: 429 })}</p><h1>${text(keys.title)}</h1></header>
<main>
<p role="alert">${text(keys.retryIn, { count: minutes })}</p>
${keys.goBack ? `<p>${text(keys.goBack)}</p>\n` : ""}<p><a href="${localizePath(lang, "/")}">${text("error.backHome")}</a></p>
</main>
</body>
</html>
`;
}
