import { imageServiceUrl, scaledDimensions } from "~/domain/images";
import { usePriority } from "./below-the-fold";

export interface ImageProps {
  filename: string;
  alt: string;
  /** Largest rendered width in CSS px; srcset offers 1x and 2x. */
  width: number;
  className?: string;
  /** Above the fold: load eagerly with high priority. Otherwise lazy; never below the fold (`BelowTheFold`). */
  priority?: boolean;
  sizes?: string;
}

/**
 * An image through the Storyblok image service, with `width`/`height` set (no layout shift)
 * and lazy loading unless `priority`.
 */
export function Image({ filename, alt, width, className, priority: asked = false, sizes }: ImageProps) {
  const priority = usePriority(asked);
  const dimensions = scaledDimensions(filename, width);
  const src = imageServiceUrl(filename, dimensions?.width ?? width);
  const srcSet = dimensions
    ? `${src} 1x, ${imageServiceUrl(filename, dimensions.width * 2)} 2x`
    : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet === `${src} 1x, ${src} 2x` ? undefined : srcSet}
      sizes={sizes}
      alt={alt}
      width={dimensions?.width}
      height={dimensions?.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      {...(priority ? { fetchpriority: "high" } : {})}
      className={className}
    />
  );
}
