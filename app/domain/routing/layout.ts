/** Layouts a story may choose (docs/product/routes-and-languages.md): default, no-tailwind, static (no client JavaScript). */
export const LAYOUTS = ["default", "no-tailwind", "static"] as const;
export type Layout = (typeof LAYOUTS)[number];

/** What a route may declare in `handle` (fixed pages): its layout and whether CMS chrome shows. */
export interface RouteHandle {
  layout?: Layout;
  /** `plain`: a code header instead of the CMS header and footer (pages without CMS content). */
  chrome?: "cms" | "plain";
  /**
   * Opt out of scroll-to-top: navigations within this route's path (query changes,
   * tabs) keep the scroll position; back/forward still restore.
   */
  preserveScroll?: boolean;
}
