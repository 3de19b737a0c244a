/**
 * Every `Cache-Control` value the site sends, by name: routes, the Express server, the sandbox
 * and the generated Varnish configuration import them from here, so a policy is chosen, never
 * typed (docs/decisions/0026).
 *
 * An anonymous published page is the same bytes for every visitor (its CSP names the hashes of
 * its inline scripts, not a nonce), so a CDN may keep it: browsers ask again each time
 * (`max-age=0`), shared caches keep it `s-maxage` seconds and may answer stale while they fetch
 * it again or while the origin fails. Personal answers (members, attendees, personal blocks,
 * previews) carry a per-request nonce and are stored nowhere.
 */

/** Seconds a shared cache may answer a page past its `s-maxage` while it fetches it again. */
export const STALE_WHILE_REVALIDATE_S = 60;

/** Seconds a shared cache may answer a page past its `s-maxage` while the origin fails (a day). */
export const STALE_IF_ERROR_S = 86_400;

/**
 * The policy of a page any anonymous visitor may get, kept by shared caches `maxAgeSeconds`
 * (`CDN_MAX_AGE_S`). The origin's page cache stores exactly the answers that carry it.
 */
export function anonymousPage(maxAgeSeconds: number): string {
  return `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;
}

/** Whether `cacheControl` lets shared caches keep the answer. */
export function isShared(cacheControl: string | null): boolean {
  return cacheControl !== null && /(^|[\s,])public([\s,]|$)/.test(cacheControl);
}

/** A page with personal data (members, attendees, personal blocks) or a draft (preview): stored nowhere. */
export const PERSONAL_PAGE = "private, no-store";

/**
 * An answer about this one request, kept by no one: errors, refusals, redirects after a form or
 * a sign-in, JSON answers of actions, the health check.
 */
export const NO_STORE = "no-store";

/**
 * Private, asked again each time: single-fetch data (`.data`) of an anonymous page (it names no
 * surrogate keys, so a CDN could not purge it on publish) and files built per request from a
 * public page (the calendar file).
 */
export const ANONYMOUS_DATA = "private, no-cache";

/**
 * A story loader's 404 (the error story's data): no shared cache keeps it, the browser may for
 * a minute (docs/decisions/0014). A 404 document embeds a nonce and is a {@link PERSONAL_PAGE}.
 */
export const NOT_FOUND_PAGE = "private, max-age=60";

/** The published error story as JSON (asked for when a render failed): a minute anywhere. */
export const ERROR_STORY = "public, max-age=60";

/**
 * A marketer's permanent (301) redirect rule: browsers and shared caches keep it five minutes,
 * so a changed rule is not stuck in browsers for ever. A temporary (302) one is {@link NO_STORE}.
 */
export const PERMANENT_REDIRECT_RULE = "public, max-age=300";

/** A file whose address changes with its content (an image-service variant, a CMS asset): kept a year. */
export const IMMUTABLE_FILE = "public, max-age=31536000";

/** A hashed build asset (`/assets/*`): kept a year, and browsers never ask again on reload. */
export const HASHED_ASSET = "public, max-age=31536000, immutable";

/** A file of `public/` (favicon, manifest) or a sandbox picture: a stable address, kept an hour. */
export const PUBLIC_FILE = "public, max-age=3600";

/**
 * Files written for crawlers (robots.txt, the sitemaps): the same for everyone and changed only
 * by a publish, which cannot purge them by surrogate key; so browsers and shared caches keep
 * them an hour, and a day longer while the origin fails.
 */
export const CRAWLER_FILE = `public, max-age=3600, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;

/** Data that changes only with a release (the country list): a week, and a day more stale. */
export const RELEASE_DATA = "public, max-age=604800, stale-while-revalidate=86400";
