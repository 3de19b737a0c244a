/**
 * Hints in the document head that let the browser start on a page's images before it reads
 * the body: a `preconnect` to the asset host when images come from another origin, and a
 * `preload` of the first screen's largest image with the very candidates its `<img>` picks from.
 */
export interface ImageHints {
  /** Origin of the page's CMS images when they come from another host; `null` otherwise. */
  preconnect: string | null;
  /** The AVIF candidates of the lead image (its `<source>`; browsers without AVIF skip the preload and the source alike). */
  preload: { href: string; srcSet: string; sizes: string } | null;
}

export const NO_IMAGE_HINTS: ImageHints = { preconnect: null, preload: null };

/** The `<link>` descriptors of `hints`, for a route's `meta` (Remix renders `tagName: "link"` entries as links). */
export function imageHintLinks(hints: ImageHints | undefined): Record<string, string>[] {
  const links: Record<string, string>[] = [];
  if (hints?.preconnect) links.push({ tagName: "link", rel: "preconnect", href: hints.preconnect });
  if (hints?.preload) {
    const { href, srcSet, sizes } = hints.preload;
    // React 18 knows imageSrcSet/imageSizes; fetchpriority is passed through as written.
    links.push({ tagName: "link", rel: "preload", as: "image", type: "image/avif", href, imageSrcSet: srcSet, imageSizes: sizes, fetchpriority: "high" });
  }
  return links;
}
