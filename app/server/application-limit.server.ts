import type { RequestHandler, Response } from "express";
import { markedForm, type LimitedForm } from "~/domain/forms/form-post-mark";
import { localizePath, resolvePath } from "~/domain/routing/locale-path";
import { bcp47Of, DEFAULT_LANGUAGE, directionOf, type Language } from "~/i18n/languages";
import { translatorOf } from "~/i18n/strings.server";
import { clientIp } from "~/services/client-ip.server";
import { logger } from "~/services/logger.server";
import { consumeLimit } from "~/services/rate-limit.server";
import { PERSONAL_PAGE } from "~/domain/delivery/cache-policy";

/** Bodies a form post can have; anything else is refused by the page's body reader (415) and applies for nothing. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The page-form limits at the front door: a document form post whose URL carries a limited form's
 * mark (`?form=affiliate` or `?form=registration`, which each form's plain-HTML action names; see
 * domain/forms/form-post-mark.ts) is counted against that form's limit here, before Remix runs; over
 * the limit it is answered 429 with `Retry-After` and {@link rateLimitedPage} in the page's
 * language: no loader, no render. The URL alone decides: the body is Remix's to read, and the
 * page's story is the CMS's, which the front door does not read for this.
 *
 * Left to the block's action, which counts them itself when they were not counted here
 * (`countedAlready`): JavaScript submissions (`*.data`, answered with action data only, no
 * render) and posts without the mark (a hand-made request): those are refused too, by the
 * action, with the page rendered around the form. See docs/decisions/0034-floors.md and
 * docs/decisions/0031-request-limits.md.
 */
export const limitFormPosts: RequestHandler = (req, res, next) => {
  if (req.method !== "POST" || req.path.endsWith(".data") || !req.is(FORM_TYPES)) return next();
  const queryAt = req.originalUrl.indexOf("?");
  const form = queryAt === -1 ? null : markedForm(req.originalUrl.slice(queryAt));
  if (!form) return next();
  const lang = resolvePath(req.path)?.lang ?? DEFAULT_LANGUAGE;
  const ip = clientIp();
  void consumeLimit(form, ip)
    .then((verdict) => {
      if (verdict.allowed) return next();
      logger.warn(`${form}-rate-limited`, { ip, where: "front-door" });
      sendRateLimitedPage(res, lang, verdict.retryAfterS, form);
    })
    .catch(next);
};

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
export type RateLimitedKind = LimitedForm | "requests";

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
  const t = translatorOf(lang);
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
