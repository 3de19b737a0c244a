import type { MouseEvent } from "react";

/**
 * The same-site path a plain click on a link inside `event.currentTarget` follows, for HTML
 * React did not render as links (rich text, static bloks): the caller navigates client-side
 * with it, like the site's `Link`s. Null for modified or non-primary clicks, targets, downloads,
 * other origins and protocol-relative URLs, and clicks another handler already took.
 */
export function siteLinkOfClick(event: MouseEvent<Element>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest("a");
  const href = anchor?.getAttribute("href");
  if (!anchor || anchor.target || anchor.hasAttribute("download") || !href?.startsWith("/") || href.startsWith("//")) return null;
  return href;
}
