/**
 * Hints in the document head that let the browser start on a page's images before it reads
 * the body: a `preconnect` to the asset host when images come from another origin, and a
 * `preload` of the first screen's largest image with the very candidates its `<img>` picks from.
 */
import { z } from "zod";
import { ABOVE_THE_FOLD_BLOKS } from "~/components/below-the-fold";
import { isServiceImage, responsiveImage } from "~/domain/delivery/images";
import { asset } from "./schema";
import { perContent } from "./per-content";
import { FIGURE_IMAGE, HERO_IMAGE, type ImageSpec } from "./image-specs";

export interface ImageHints {
  /** Origin of the page's CMS images when they come from another host; `null` otherwise. */
  preconnect: string | null;
  /** The AVIF candidates of the lead image (its `<source>`; browsers without AVIF skip the preload and the source alike). */
  preload: { srcSet: string; sizes: string } | null;
}

export const NO_IMAGE_HINTS: ImageHints = { preconnect: null, preload: null };

/** A `<link>`'s attributes, as React names them (the document's head renders them, pages/document-head.tsx). */
export type ImageHintLink = Record<string, string>;

/** The `<link>`s of `hints`. */
export function imageHintLinks(hints: ImageHints): ImageHintLink[] {
  const links: ImageHintLink[] = [];
  if (hints.preconnect) links.push({ rel: "preconnect", href: hints.preconnect });
  if (hints.preload) {
    // No href: browsers that take `imagesrcset` need none, and others would fetch an image the page may not use.
    // React 18 knows imageSrcSet/imageSizes; fetchpriority is passed through as written.
    links.push({
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: hints.preload.srcSet,
      imageSizes: hints.preload.sizes,
      fetchpriority: "high",
    });
  }
  return links;
}

const blokShape = z.object({ component: z.string() }).passthrough();
type Blok = z.infer<typeof blokShape>;

const heroShape = z.object({ component: z.literal("hero"), image: asset.optional() });
const figureShape = z.object({ component: z.literal("image"), image: asset, priority: z.boolean().optional() });
const assetField = z.object({ filename: z.string() });

/** The bloks nested in `blok`'s fields, in document order. */
function childrenOf(blok: Blok): Blok[] {
  const children: Blok[] = [];
  for (const value of Object.values(blok)) {
    if (!Array.isArray(value)) continue;
    for (const item of value) {
      const child = blokShape.safeParse(item);
      if (child.success) children.push(child.data);
    }
  }
  return children;
}

/** Every blok of `roots` and below, depth first, in document order. */
function* walk(roots: readonly Blok[]): Generator<Blok> {
  for (const blok of roots) {
    yield blok;
    yield* walk(childrenOf(blok));
  }
}

/** The image a priority blok shows at the top of the page, with how it is sized; `null` if none. */
function priorityImage(blok: Blok): { filename: string; spec: ImageSpec } | null {
  const hero = heroShape.safeParse(blok);
  if (hero.success && hero.data.image?.filename) return { filename: hero.data.image.filename, spec: HERO_IMAGE };
  const figure = figureShape.safeParse(blok);
  if (figure.success && figure.data.priority && figure.data.image.filename) return { filename: figure.data.image.filename, spec: FIGURE_IMAGE };
  return null;
}

/** The origin of the first CMS image in `bloks` when it is not `siteOrigin`. */
function assetOrigin(bloks: readonly Blok[], siteOrigin: string): string | null {
  for (const blok of walk(bloks)) {
    for (const value of Object.values(blok)) {
      const field = assetField.safeParse(value);
      if (!field.success || !isServiceImage(field.data.filename) || !/^https?:\/\//i.test(field.data.filename)) continue;
      const origin = new URL(field.data.filename).origin;
      return origin === siteOrigin ? null : origin;
    }
  }
  return null;
}

/**
 * The head's image hints for a story's content (`page` root): the preload names the first
 * screen's first hero image or priority image block (the first screen is the page's first
 * bloks, `components/below-the-fold.ts`), in the candidates and `sizes` its block renders.
 */
export function imageHintsOf(content: unknown, siteOrigin: string): ImageHints {
  return hintsPerContent(content, siteOrigin);
}

/** {@link imageHintsOf}, worked out once per content tree and origin. */
const hintsPerContent = perContent((content, siteOrigin: string) => hintsOf(content, siteOrigin));

function hintsOf(content: unknown, siteOrigin: string): ImageHints {
  const root = blokShape.safeParse(content);
  if (!root.success) return NO_IMAGE_HINTS;
  const body = childrenOf(root.data);
  let preload: ImageHints["preload"] = null;
  for (const blok of walk(body.slice(0, ABOVE_THE_FOLD_BLOKS))) {
    const lead = priorityImage(blok);
    const image = lead && responsiveImage({ filename: lead.filename, width: lead.spec.width });
    if (!lead || !image) continue;
    preload = { srcSet: image.avifSrcSet, sizes: lead.spec.sizes };
    break;
  }
  return { preconnect: assetOrigin(body, siteOrigin), preload };
}
