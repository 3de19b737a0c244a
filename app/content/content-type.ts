import type { BlokProblem } from "~/block-kit/types";

/**
 * Content types (root components of a story) the story route renders as a page: `page` only.
 * Other roots (an `article` of another content model, the `header`/`footer`/`settings`
 * globals, a `section` template) are not pages.
 */
export const PAGE_CONTENT_TYPES: ReadonlySet<string> = new Set(["page"]);

/**
 * The problem with a validated story's root when the site does not render its content type,
 * else `null`. Its root may be an `__unknown__` stand-in (a component no block folder knows);
 * the original name is reported then. A `page` whose own fields are invalid still renders (its
 * valid bloks show; the invalid fields are reported by validation). Visitors get the 404 page for such a story, editors see
 * this problem in preview.
 */
export function contentTypeProblem(content: { _uid?: unknown; component?: unknown; original?: unknown }): BlokProblem | null {
  const component = typeof content.original === "string" ? content.original : String(content.component ?? "");
  if (PAGE_CONTENT_TYPES.has(component)) return null;
  return {
    kind: "content-type",
    component,
    uid: typeof content._uid === "string" ? content._uid : "",
    detail: `stories of content type "${component}" are not pages of this site (it renders ${[...PAGE_CONTENT_TYPES].join(", ")}); visitors get the 404 page`,
  };
}
