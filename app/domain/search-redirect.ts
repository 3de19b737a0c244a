/**
 * SPEC §7 (server side), SPEC §9 "SEO redirect 301": a visit referred by Google whose URL
 * has neither `utm_source` nor a `json` marker is sent, with 301, to the same path on the
 * main site host with `utm_source=google` appended (`?` or `&` as needed), query kept.
 */
export const SEARCH_REDIRECT_STATUS = 301;

/**
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
