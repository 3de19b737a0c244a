/**
 * Cache-Control of pages (docs/decisions/0026). An anonymous published page is the same bytes
 * for every visitor (its CSP names the hashes of its inline scripts, not a nonce), so a CDN may
 * keep it: browsers ask again each time (`max-age=0`), shared caches keep it `s-maxage` seconds
 * and may answer stale while they fetch it again or while the origin fails. Personal answers
 * (members, attendees, personal blocks, previews) carry a per-request nonce and are stored
 * nowhere.
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

/** A file whose address changes with its content (hashed, or an image-service variant): kept a year. */
export const IMMUTABLE_FILE = "public, max-age=31536000";

/** A page with personal data (members, attendees, personal blocks) or a draft (preview): stored nowhere. */
export const PERSONAL_PAGE = "private, no-store";

/**
 * Single-fetch data (`.data`) of an anonymous page: it names no surrogate keys, so a CDN could
 * not purge it on publish; browsers and CDNs ask the origin each time.
 */
export const ANONYMOUS_DATA = "private, no-cache";

/**
 * Files written for crawlers (robots.txt, the sitemaps): the same for everyone and changed only
 * by a publish, which cannot purge them by surrogate key; so browsers and shared caches keep
 * them an hour, and a day longer while the origin fails.
 */
export const CRAWLER_FILE = `public, max-age=3600, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;
