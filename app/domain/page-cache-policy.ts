/**
 * Cache-Control of pages (docs/decisions/0014, issue 17 point 5). Every HTML page embeds a
 * per-response CSP nonce, so no cache outside the origin may store or reuse one: a CDN would
 * hand every visitor the same nonce. `private` keeps HTML (and its single-fetch `.data`, which
 * carries the same header) out of CDNs and proxies; `no-cache` makes the browser ask again each
 * time. The origin's own page cache (app/server/page-cache.server.ts) stores exactly the
 * responses marked {@link ANONYMOUS_PAGE}: it re-mints the nonce for every response.
 */

/** A published page that is the same for every anonymous visitor: the origin's page cache may keep it. */
export const ANONYMOUS_PAGE = "private, no-cache";

/** A page with personal data (members, attendees, personal blocks) or a draft (preview): stored nowhere. */
export const PERSONAL_PAGE = "private, no-store";
