import type { Asset } from "~/services/platform/entities";
import { isServiceImage } from "~/domain/delivery/images";
import { Image } from "../Image";
import { usePriority } from "../below-the-fold";

export interface PlatformImageProps {
  asset: Asset;
  alt: string;
  /** Largest rendered width in CSS px. */
  width: number;
  /** Rendered width per viewport (see `Image`). */
  sizes?: string;
  /** Width ÷ height of a box that crops the image. */
  aspect?: number;
  className?: string;
  priority?: boolean;
}

/**
 * An image of the platform (covers, portraits, avatars). Below the fold by default: lazy and
 * async-decoded; `priority` for the first visible image (ignored below the fold).
 * Assets the platform keeps on Storyblok go through the image service like CMS images. Assets
 * on the platform's own CDN are sent as they are: that host has no documented way to resize
 * (docs/decisions/0029), so they carry no `srcset` (nor `sizes`), only the asset's width and
 * height, so the layout does not shift.
 */
export function PlatformImage({ asset, alt, width, sizes, aspect, className, priority: asked = false }: PlatformImageProps) {
  const priority = usePriority(asked);
  if (isServiceImage(asset.url)) {
    return <Image filename={asset.url} alt={alt} width={width} sizes={sizes} aspect={aspect} priority={priority} className={className} />;
  }
  return (
    <img
      src={asset.url}
      alt={alt}
      width={asset.width ?? undefined}
      height={asset.height ?? undefined}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
