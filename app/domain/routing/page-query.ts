/**
 * What of a page's query string is part of the page (docs/product/caching-and-cdn.md): only parameters
 * that a block or page declares it reads. Ad and campaign tags (`gclid`, `utm_*`, …) and any
 * other parameter change nothing on the page, so they never make a new copy in the page cache
 * or a CDN, and the page never echoes them in its links or forms.
 */

/**
 * Ad-click and campaign parameters (Google Ads, Meta, Microsoft Ads, TikTok, Mailchimp, GA4
 * cross-domain). Every `utm_*` parameter counts too ({@link isTrackingParam}).
 */
export const TRACKING_PARAMS: readonly string[] = [
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "_gl",
  "mc_cid",
  "mc_eid",
];

/** Whether `name` is an ad or campaign parameter: `utm_*`, {@link TRACKING_PARAMS} or one of `extra` (from the environment). */
export function isTrackingParam(name: string, extra: readonly string[] = []): boolean {
  return name.startsWith("utm_") || TRACKING_PARAMS.includes(name) || extra.includes(name);
}

/**
 * The part of `search` (`?a=1&b=2`, `a=1` or "") a page depends on: the parameters named in
 * `declared`, sorted by name, repeated values in their order (the quiz reads its chosen areas
 * in order). Returns "" or a string starting with `?`.
 */
export function pageSearch(search: string, declared: readonly string[]): string {
  const params = [...new URLSearchParams(search).entries()].filter(([name]) => declared.includes(name));
  if (params.length === 0) return "";
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(params).toString()}`;
}

/** The tracking parameters of `search` as name → first value, for attribution (first touch). */
export function trackingParams(search: string, extra: readonly string[] = []): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (isTrackingParam(name, extra) && !(name in found)) found[name] = value.slice(0, 500);
  }
  return found;
}
