import type { Asset } from "~/services/platform/entities";
import { usePriority } from "../below-the-fold";

/**
 * An image from the platform's CDN (covers, portraits, avatars). Below the fold by default:
 * lazy and async-decoded; `priority` for the first visible image (ignored below the fold). Width and height come
 * from the asset when known, so the layout does not shift.
 */
export function PlatformImage({ asset, alt, className, priority: asked = false, sizes }: { asset: Asset; alt: string; className?: string; priority?: boolean; sizes?: string }) {
  const priority = usePriority(asked);
  return (
    <img
      src={asset.url}
      alt={alt}
      width={asset.width ?? undefined}
      height={asset.height ?? undefined}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      sizes={sizes}
      className={className}
    />
  );
}
