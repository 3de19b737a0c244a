/**
 * Storyblok image service URLs (https://www.storyblok.com/docs/api/image-service).
 * An asset URL looks like `…/f/{space}/{width}x{height}/{hash}/{name}`; appending
 * `/m/{w}x{h}` resizes it (0 for one side keeps the ratio, both crop), and the service answers
 * WebP to browsers that accept it. `filters:focal(…)` keeps a crop around the editor's focal
 * point; `filters:format(avif)` asks for AVIF, which the service never picks on its own.
 * URLs are built on the asset URL itself, so any asset host (region, custom domain) works.
 * SVGs are left alone: the service would turn them into bitmaps.
 */
const ASSET_PATH = /\/f\/\d+\/([1-9]\d*)x([1-9]\d*)\/[^/]+\/[^/?]+(?:\?|$)/;

/** Widths (px) offered in a `srcset`, below the largest one an image needs. */
export const SRCSET_WIDTHS = [320, 480, 640, 768, 960, 1280, 1600, 1920, 2400] as const;

/** The highest device pixel ratio a `srcset` serves in full; beyond it the browser upscales a little. */
const MAX_DENSITY = 2;

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Original dimensions encoded in a Storyblok asset URL, or `null` if not an asset URL. */
export function assetDimensions(filename: string): ImageDimensions | null {
  const match = ASSET_PATH.exec(filename);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** Original dimensions of `filename` if the image service can resize it (a Storyblok asset that is not an SVG), else `null`. */
function serviceDimensions(filename: string): ImageDimensions | null {
  return /\.svg(\?|$)/i.test(filename) ? null : assetDimensions(filename);
}

/** Whether the image service can resize `filename`. */
export function isServiceImage(filename: string): boolean {
  return serviceDimensions(filename) !== null;
}

/** A Storyblok asset's `focus` field ("x1xy1:x2xy2", the original's pixels): also the focal filter's argument. */
export const FOCUS = /^\d{1,6}x\d{1,6}:\d{1,6}x\d{1,6}$/;

/**
 * The URL of `filename` resized to `width` px wide through the image service: `height` 0 keeps
 * the ratio, otherwise the image is cropped to width × height, around `focus` when it is one.
 * SVGs and URLs that are not Storyblok assets are returned as they are.
 */
export function imageServiceUrl(filename: string, width: number, height = 0, focus?: string | null, format?: "avif"): string {
  if (!isServiceImage(filename)) return filename;
  const filters = (height && focus && FOCUS.test(focus) ? `:focal(${focus})` : "") + (format ? `:format(${format})` : "");
  return `${filename}/m/${width}x${height}${filters && `/filters${filters}`}`;
}

export interface ImageRequest {
  filename: string;
  /** Largest rendered width in CSS px (an integer). */
  width: number;
  /** Width ÷ height of the shown box when it crops (`object-cover` in a fixed aspect); absent keeps the original's. */
  aspect?: number;
  /** The asset field's `focus`, used when the image is cropped. */
  focus?: string | null;
}

export interface ResponsiveImage {
  src: string;
  /** Width-descriptor candidates (WebP where the browser takes it, else the original format). */
  srcSet: string;
  /** The same candidates in AVIF. */
  avifSrcSet: string;
  width: number;
  height: number;
}

/**
 * Everything an `<img>` (and its AVIF `<source>`) needs to load `filename` at the width it is
 * shown: candidates from {@link SRCSET_WIDTHS} up to twice `width`, never wider than the
 * original (the service does not add detail), cropped to `aspect` around the focal point.
 * `null` when the service cannot resize the file.
 */
export function responsiveImage({ filename, width, aspect, focus }: ImageRequest): ResponsiveImage | null {
  const original = serviceDimensions(filename);
  if (!original) return null;
  const ratio = aspect || original.width / original.height;
  const widest = Math.floor(Math.min(original.width, original.height * ratio));
  const largest = Math.min(widest, width * MAX_DENSITY);
  const shown = Math.min(widest, width);
  const candidates = [...new Set([...SRCSET_WIDTHS.filter((w) => w < largest), shown, largest])].sort((a, b) => a - b);
  const heightOf = (w: number) => Math.round(w / ratio);
  const url = (w: number, format?: "avif") => imageServiceUrl(filename, w, aspect ? heightOf(w) : 0, focus, format);
  const list = (format?: "avif") => candidates.map((w) => `${url(w, format)} ${w}w`).join(", ");
  return { src: url(shown), srcSet: list(), avifSrcSet: list("avif"), width: shown, height: heightOf(shown) };
}
