/**
 * How the hero and image blocks size their image, shared with the document head's preload of
 * the page's first image (`lead-image.server.ts`): the preload must name the very candidates
 * the `<img>` picks from, or the browser downloads the image twice.
 */
export interface ImageSpec {
  /** Largest rendered width in CSS px. */
  width: number;
  sizes: string;
}

/** A hero's image: the second of two columns (max-w-6xl, gap-10) from `md`, the full padded width below. */
export const HERO_IMAGE: ImageSpec = {
  width: 736,
  sizes: "(min-width: 1200px) 556px, (min-width: 768px) calc(50vw - 44px), calc(100vw - 32px)",
};

/** An image block: a figure at most max-w-4xl wide. */
export const FIGURE_IMAGE: ImageSpec = { width: 1200, sizes: "(min-width: 1024px) 896px, 100vw" };
