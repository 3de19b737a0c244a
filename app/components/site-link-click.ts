import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { isPlainClick } from "./plain-click";

/** Where a link click goes, with the navigation options its markup asks for. */
export interface SiteLink {
  to: string;
  /** `data-replace` on the link: replace the history entry (like `<Link replace>`). */
  replace: boolean;
  /** `data-prevent-scroll-reset` on the link: keep the scroll position (like `<Link preventScrollReset>`). */
  preventScrollReset: boolean;
}

/** A path on this site: one slash, then neither a slash nor a backslash (browsers read `/\host` as `//host`). */
const SAME_SITE_PATH = /^\/(?![/\\])/;

/**
 * The same-site link a plain click on a link inside `event.currentTarget` follows, for HTML
 * React did not render as links (rich text, static bloks): the caller navigates client-side
 * with it, like the site's `Link`s. Only links marked as `Link` marks them (`data-discover`,
 * also on rich text's same-site links) count: a plain `<a>` is a document navigation on
 * purpose (sign-in leaves the app), as it is where React renders it. Null for modified or
 * non-primary clicks, targets, downloads, other origins and protocol-relative URLs (backslashed too), and clicks
 * another handler already took.
 */
export function siteLinkOfClick(event: MouseEvent<Element>): SiteLink | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const anchor = (event.target as Element).closest("a");
  const href = anchor?.getAttribute("href");
  if (!anchor || !anchor.hasAttribute("data-discover") || anchor.target || anchor.hasAttribute("download") || !href || !SAME_SITE_PATH.test(href)) return null;
  return { to: href, replace: anchor.hasAttribute("data-replace"), preventScrollReset: anchor.hasAttribute("data-prevent-scroll-reset") };
}

/** A click handler for such HTML: same-site links navigate client-side ({@link siteLinkOfClick}). */
export function useSiteLinkClick(): (event: MouseEvent<Element>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = siteLinkOfClick(event);
    if (!link) return;
    event.preventDefault();
    navigate(link.to, { replace: link.replace, preventScrollReset: link.preventScrollReset });
  };
}
