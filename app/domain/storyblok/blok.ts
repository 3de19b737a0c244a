/** Fields every Storyblok blok carries (CDN API v2). */
export interface BlokBase {
  _uid: string;
  component: string;
  /** Visual-editor marker comment, present in draft responses only. */
  _editable?: string;
}

/** A problem found while validating a story: logged on the server, flagged in preview. */
export interface BlokProblem {
  /**
   * `unknown` component, `invalid` blok (hidden), unknown `variable`, `repaired` field (shown
   * with a default, an older shape accepted or a rich-text attribute dropped), or a
   * root `content-type` the site does not render (the page is a 404 for visitors).
   */
  kind: "unknown" | "invalid" | "variable" | "repaired" | "content-type";
  component: string;
  uid: string;
  /** The blok's field concerned, when known (`variant`, `items.2.image`). */
  field?: string;
  detail: string;
}
