import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import { localizePath } from "./locale-path";

/**
 * Paths and locations of redirect rules (docs/decisions/0018): the lookup key
 * the edge computes for every request, and the location it answers. Kept apart from the rule
 * compiler (`redirect-rules.ts`) because they run per request and must stay cheap.
 */

/** A target split for the edge: without query or hash, its own query (no `?`), its fragment (with `#`). */
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
