import { assetDimensions, responsiveImage } from "~/domain/delivery/images";
import { usePriority } from "./below-the-fold";

export interface ImageProps {
  filename: string;
  alt: string;
  /** Largest rendered width in CSS px (an integer): the `srcset` goes up to twice this. */
  width: number;
  className?: string;
  /** Above the fold: load eagerly with high priority. Otherwise lazy; never below the fold (`BelowTheFold`). */
  priority?: boolean;
  /** Rendered width per viewport; by default `width` or the screen's width, whichever is smaller. */
  sizes?: string;
  /** Width ÷ height of a box that crops the image (`object-cover`): the service crops it the same way. */
  aspect?: number;
  /** The asset's focal point (its `focus` field): the crop keeps it in view. */
  focus?: string | null;
}

/**
 * An image through the Storyblok image service: width-descriptor candidates the browser picks
 * from with `sizes`, in AVIF where the browser takes it (a `<source>`), else WebP or the
 * original format (the service's own choice). `width`/`height` are set (no layout shift); lazy
 * unless `priority`. Files the service cannot resize (SVGs, other hosts) are a plain `<img>`.
 * The `<picture>` is `display: contents` (and its `<source>` hidden, which would otherwise make a
 * box of its own), so the `<img>` lays out as if it stood alone.
 */
export function Image({ filename, alt, width, className, priority: asked = false, sizes, aspect, focus }: ImageProps) {
  const priority = usePriority(asked);
  const image = responsiveImage({ filename, width, aspect, focus });
  // Other files keep the original's dimensions: their ratio reserves the space, CSS sizes them.
  const dimensions = image ?? assetDimensions(filename);
  const shownSizes = image ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined;
  const img = (
    <img
      src={image?.src ?? filename}
      srcSet={image?.srcSet}
      sizes={shownSizes}
      alt={alt}
      width={dimensions?.width}
      height={dimensions?.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      {...(priority ? { fetchpriority: "high" } : {})}
      className={className}
    />
  );
  return image ? (
    <picture className="contents [&>source]:hidden">
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={shownSizes} />
      {img}
    </picture>
  ) : (
    img
  );
}
