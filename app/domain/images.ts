/**
 * Storyblok image service URLs (https://www.storyblok.com/docs/image-service).
 * An asset URL looks like `…/f/{space}/{width}x{height}/{hash}/{name}`; appending
 * `/m/{w}x{h}/filters:format(webp)` resizes it. Other URLs are returned unchanged.
 */
const ASSET_PATH = /\/f\/\d+\/(\d+)x(\d+)\/[^/]+\/[^/]+$/;

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Original dimensions encoded in a Storyblok asset URL, or `null` if not an asset URL. */
export function assetDimensions(filename: string): ImageDimensions | null {
  const match = ASSET_PATH.exec(filename.split("?")[0] ?? "");
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * The URL of `filename` resized to `width` px wide (height keeps the ratio) in WebP.
 * SVGs and non-Storyblok URLs are returned as they are.
 */
export function imageServiceUrl(filename: string, width: number): string {
  if (!assetDimensions(filename) || /\.svg$/i.test(filename)) return filename;
  return `${filename}/m/${Math.round(width)}x0/filters:format(webp)`;
}

/** Rendered size for a target width, keeping the asset's aspect ratio. */
export function scaledDimensions(filename: string, width: number): ImageDimensions | null {
  const original = assetDimensions(filename);
  if (!original) return null;
  const w = Math.min(width, original.width);
  return { width: w, height: Math.round((original.height / original.width) * w) };
}
