/**
 * The mark of an affiliate application posted as a plain HTML form: the form's action URL
 * carries `?form=affiliate`, so the edge tells such a post from its URL alone, without reading
 * the body (Remix's to read) or the page's story (the CMS's).
 */
export const AFFILIATE_POST_MARK = { name: "form", value: "affiliate" } as const;

/** `action` (a path with an optional query) with the mark added; the query's other parameters are kept. */
export function markAffiliatePost(action: string): string {
  const at = action.indexOf("?");
  const params = new URLSearchParams(at === -1 ? "" : action.slice(at + 1));
  params.set(AFFILIATE_POST_MARK.name, AFFILIATE_POST_MARK.value);
  return `${at === -1 ? action : action.slice(0, at)}?${params.toString()}`;
}

/** True when `search` (a URL's query, with or without its `?`) carries the mark. */
export function isAffiliatePost(search: string): boolean {
  return new URLSearchParams(search).getAll(AFFILIATE_POST_MARK.name).includes(AFFILIATE_POST_MARK.value);
}
