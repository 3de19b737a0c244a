/**
 * Storyblok image service URLs (https://www.storyblok.com/docs/api/image-service).
 * An asset URL looks like `…/f/{space}/{width}x{height}/{hash}/{name}`; appending
 * `/m/{w}x{h}` resizes it (0 for one side keeps the ratio, both crop), and the service answers
 * WebP to browsers that accept it. `filters:focal(…)` keeps a crop around the editor's focal
 * point; `filters:format(avif)` asks for AVIF, which the service never picks on its own.
 * URLs are built on the asset URL itself, so any asset host (region, custom domain) works.
 * SVGs are left alone: the service would turn them into bitmaps.
 */
const ASSET_PATH = /\/f\/\d+\/(\d+)x(\d+)\/[^/]+\/[^/]+$/;

/** Widths (px) offered in a `srcset`, below the largest one an image needs. */
export const SRCSET_WIDTHS = [320, 480, 640, 768, 960, 1280, 1600, 1920, 2400] as const;

/** The highest device pixel ratio a `srcset` serves in full; beyond it the browser upscales a little. */
const MAX_DENSITY = 2;

export interface ImageDimensions {
  width: number;
  height: number;
}

/** A rectangle in the original's pixels, from the asset field's `focus` ("x1xy1:x2xy2"). */
export interface FocalArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Original dimensions encoded in a Storyblok asset URL, or `null` if not an asset URL. */
export function assetDimensions(filename: string): ImageDimensions | null {
  const match = ASSET_PATH.exec(filename.split("?")[0] ?? "");
  if (!match) return null;
  const dimensions = { width: Number(match[1]), height: Number(match[2]) };
  return dimensions.width > 0 && dimensions.height > 0 ? dimensions : null;
}

/** Whether the image service can resize `filename` (a Storyblok asset that is not an SVG). */
export function isServiceImage(filename: string): boolean {
  return assetDimensions(filename) !== null && !/\.svg$/i.test(filename.split("?")[0] ?? "");
}

const FOCUS = /^(\d{1,6})x(\d{1,6}):(\d{1,6})x(\d{1,6})$/;

/** The focal area of an asset's `focus` field; `null` when empty or malformed. */
export function parseFocus(focus: string | null | undefined): FocalArea | null {
  const match = FOCUS.exec(focus?.trim() ?? "");
  if (!match) return null;
  const [left, top, right, bottom] = match.slice(1).map(Number) as [number, number, number, number];
  return right >= left && bottom >= top ? { left, top, right, bottom } : null;
}

export interface ServiceOptions {
  /** Height in px; 0 or absent keeps the ratio, otherwise the image is cropped to width × height. */
  height?: number;
  /** Where a crop centres (only used with a height). */
  focus?: FocalArea | null;
  format?: "avif" | "webp";
}

/**
 * The URL of `filename` resized to `width` px wide through the image service.
 * SVGs and URLs that are not Storyblok assets are returned as they are.
 */
export function imageServiceUrl(filename: string, width: number, options: ServiceOptions = {}): string {
  if (!isServiceImage(filename)) return filename;
  const height = Math.round(options.height ?? 0);
  const filters: string[] = [];
  const focus = height > 0 ? options.focus : null;
  if (focus) filters.push(`focal(${focus.left}x${focus.top}:${focus.right}x${focus.bottom})`);
  if (options.format) filters.push(`format(${options.format})`);
  return `${filename}/m/${Math.round(width)}x${height}${filters.length ? `/filters:${filters.join(":")}` : ""}`;
}

/** Rendered size for a target width, keeping the asset's aspect ratio. */
export function scaledDimensions(filename: string, width: number): ImageDimensions | null {
  const original = assetDimensions(filename);
  if (!original) return null;
  const w = Math.min(width, original.width);
  return { width: w, height: Math.round((original.height / original.width) * w) };
}

/** `sizes` for an image shown at most `width` CSS px wide and never wider than the screen. */
export function defaultSizes(width: number): string {
  return `(max-width: ${Math.round(width)}px) 100vw, ${Math.round(width)}px`;
}

export interface ImageRequest {
  filename: string;
  /** Largest rendered width in CSS px. */
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
  /** `src` in AVIF. */
  avifSrc: string;
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
  const original = assetDimensions(filename);
  if (!original || !isServiceImage(filename)) return null;
  const ratio = aspect && aspect > 0 ? aspect : original.width / original.height;
  const widest = Math.floor(Math.min(original.width, original.height * ratio));
  const largest = Math.min(widest, Math.round(width * MAX_DENSITY));
  const shown = Math.min(widest, Math.round(width));
  const candidates = [...new Set([...SRCSET_WIDTHS.filter((w) => w < largest), shown, largest])].sort((a, b) => a - b);
  const area = parseFocus(focus);
  const heightOf = (w: number) => Math.max(1, Math.round(w / ratio));
  const url = (w: number, format?: "avif") => imageServiceUrl(filename, w, aspect ? { height: heightOf(w), focus: area, format } : { format });
  const list = (format?: "avif") => candidates.map((w) => `${url(w, format)} ${w}w`).join(", ");
  return { src: url(shown), srcSet: list(), avifSrcSet: list("avif"), avifSrc: url(shown, "avif"), width: shown, height: heightOf(shown) };
}
