import { isShared } from "~/domain/delivery/cache-policy";
import { pageSearch } from "~/domain/routing/page-query";
import { SESSION_COOKIE } from "~/domain/members/session-cookie";
import { getEnv } from "~/env.server";
import { ATTENDEE_COOKIE } from "~/services/attendee-cookie.server";
import { isEditorRequest } from "~/services/storyblok-preview.server";

/**
 * Which requests the page cache answers, under which key, and which answers it may share
 * (docs/architecture.md, "The page cache's life"). The Express side (`app/server/page-cache.server.ts`)
 * asks these before and after a render; the document (`app/entry.server.tsx`) asks
 * {@link sharedHeaders} to render a shared page without a nonce.
 */

/**
 * Whether a request may be answered with a shared page (and its render stored): an anonymous
 * GET or HEAD of a page. Not `.data` requests, the `?a=` attendee parameter, Storyblok editor
 * requests (`_storyblok*`) or requests with a session or attendee cookie.
 */
export function cacheableRequest(method: string, url: URL, cookieHeader: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.pathname.endsWith(".data")) return false;
  if (url.searchParams.has("a")) return false;
  if ([...url.searchParams.keys()].some((name) => name.startsWith("_storyblok"))) return false;
  if (isEditorRequest(url.searchParams, getEnv())) return false;
  if (cookieHeader && hasCookie(cookieHeader, [SESSION_COOKIE, ATTENDEE_COOKIE])) return false;
  return true;
}

function hasCookie(header: string, names: readonly string[]): boolean {
  return header.split(";").some((part) => names.includes(part.split("=")[0]?.trim() ?? ""));
}

/**
 * The cache key of a request: path + the query parameters pages declare (`declared`, from
 * block-kit/query-params.server.ts), sorted by name. Ad tags (`gclid`, `utm_*`, …) and unknown
 * parameters are left out: they change nothing on a page (views echo only declared parameters),
 * so every ad click of a page shares one stored copy and no parameter makes a new one. The
 * language is the path's prefix; Accept-Language, the user agent and other cookies change nothing.
 */
export function pageKey(url: URL, declared: readonly string[]): string {
  return `${url.pathname}${pageSearch(url.search, declared)}`;
}

/**
 * Whether a render's headers make it the same for every visitor: a policy shared caches may keep
 * (`anonymousPage`, app/domain/delivery/cache-policy.ts) and no cookie. Such a document is rendered without
 * a nonce (its CSP names its scripts' hashes); any other carries the request's nonce.
 */
export function sharedHeaders(headers: Headers): boolean {
  return isShared(headers.get("Cache-Control")) && headers.getSetCookie().length === 0;
}

/** Whether a rendered answer may be stored: a 200 HTML page with {@link sharedHeaders}. */
export function storable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  return sharedHeaders(response.headers);
}
