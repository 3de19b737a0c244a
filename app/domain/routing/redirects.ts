import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import { isPagePath, localizePath, resolvePath } from "./locale-path";

/**
 * Every redirect a request can get before anything renders, decided from its URL, its headers
 * and the marketers' rule table: a trailing slash, a visit referred by Google, a locale cookie
 * naming another language, and the lookup of a redirect rule. Pure and cheap: they run on
 * every request. The Express side is `server/redirects.server.ts`; the rule table is compiled
 * by `redirect-rules.ts` and held by `services/redirect-rules.server.ts`; a target that comes
 * from content or a URL is checked by `redirect-target.ts`.
 */

/**
 * The 301 target for a path with a trailing slash (docs/product/page-directives-and-redirects.md), or `null` when none is due.
 * The root keeps its slash; repeated slashes at the end all go; the query is kept.
 */
export function trailingSlashRedirect(pathname: string, search: string): string | null {
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  const trimmed = pathname.replace(/\/+$/, "");
  // "//" alone or a path of slashes: the root. A leading "//" would read as a host: collapse it.
  const target = (trimmed === "" ? "/" : trimmed).replace(/^\/{2,}/, "/");
  return target + search;
}

/** The status of {@link searchRedirectTarget}'s redirect (docs/product/page-directives-and-redirects.md#search-visits-seo-redirect). */
export const SEARCH_REDIRECT_STATUS = 301;

/**
 * A visit referred by Google whose URL has neither `utm_source` nor a `json` marker goes to the
 * same path on the main site host with `utm_source=google` appended (`?` or `&` as needed),
 * query kept (docs/product/page-directives-and-redirects.md, server side).
 * @param url the request URL (absolute)
 * @param referer the Referer header, if any
 * @param siteUrl the main site's origin (env SITE_URL)
 * @returns the redirect target, or `null` when none is due
 */
export function searchRedirectTarget(url: URL, referer: string | null | undefined, siteUrl: string): string | null {
  if (!referer || !referer.toLowerCase().includes("google")) return null;
  if (url.searchParams.has("utm_source")) return null;
  if ((url.pathname + url.search).toLowerCase().includes("json")) return null;
  const origin = new URL(siteUrl).origin;
  const separator = url.search && url.search !== "?" ? "&" : "?";
  const search = url.search === "?" ? "" : url.search;
  return `${origin}${url.pathname}${search}${separator}utm_source=google`;
}

/**
 * An unprefixed page visit from a visitor whose locale cookie names another
 * language goes to the localised path (query kept). `null` when no redirect is due.
 */
export function localeRedirect(pathname: string, search: string, cookieLang: Language | null): string | null {
  if (!cookieLang || cookieLang === DEFAULT_LANGUAGE || !isPagePath(pathname)) return null;
  const resolved = resolvePath(pathname);
  if (!resolved || resolved.prefixed) return null;
  return localizePath(cookieLang, resolved.path) + search;
}

/** A target split for the front door: without query or hash, its own query (no `?`), its fragment (with `#`). */
export interface TargetParts {
  base: string;
  query: string;
  hash: string;
}

/**
 * The lookup key of a request path: `{lang}:{path without language prefix}`, lowercased
 * (Storyblok slugs are lowercase), percent-decoded, trailing slashes ignored; `/en/x` and
 * `/x` are one key. Cheap: no URL parsing, no regular expressions.
 */
export function requestKey(pathname: string): string {
  let path = pathname;
  if (path.includes("%")) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return "";
    }
  }
  while (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  const end = path.indexOf("/", 1);
  const first = end < 0 ? path.slice(1) : path.slice(1, end);
  if (isLanguage(first)) return `${first}:${end < 0 ? "/" : path.slice(end).toLowerCase()}`;
  return `${DEFAULT_LANGUAGE}:${path.toLowerCase()}`;
}

/** The address a key stands for, as a marketer would write it (`de:/x` → `/de/x`). */
export function keyToPath(key: string): string {
  const colon = key.indexOf(":");
  return localizePath(key.slice(0, colon) as Language, key.slice(colon + 1));
}

/**
 * The full redirect location for `entry` and the request's query (`?a=1` or empty): the
 * request's query is kept, appended after the target's own.
 */
export function redirectLocation(entry: TargetParts, search: string): string {
  const requestQuery = search.startsWith("?") ? search.slice(1) : search;
  const query = entry.query && requestQuery ? `${entry.query}&${requestQuery}` : entry.query || requestQuery;
  return `${entry.base}${query ? `?${query}` : ""}${entry.hash}`;
}

/** Splits a rule's target into {@link TargetParts}. */
export function splitTarget(href: string): TargetParts {
  const hashAt = href.indexOf("#");
  const hash = hashAt >= 0 ? href.slice(hashAt) : "";
  const rest = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = rest.indexOf("?");
  return queryAt >= 0 ? { base: rest.slice(0, queryAt), query: rest.slice(queryAt + 1), hash } : { base: rest, query: "", hash };
}
