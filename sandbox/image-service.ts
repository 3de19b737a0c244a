import { readFile } from "node:fs/promises";
import { IMMUTABLE_FILE } from "../app/domain/delivery/cache-policy";
import path from "node:path";
import express, { type Router } from "express";

/**
 * The sandbox's Storyblok asset CDN and image service, for `/f/{space}/{W}x{H}/{hash}/{name}.{ext}`.
 * Each asset is a drawing, `{name}.svg` on disk, standing in for the photo the URL names
 * (`.jpg`, `.png`, `.webp` or `.svg`). Like the real service, `/m/{w}x{h}` answers an image of
 * that size: `w`x0 keeps the ratio, both sides crop, centred on `filters:focal(x1xy1:x2xy2)`
 * or the middle. The drawing is resized by its root element's `width`, `height` and `viewBox`,
 * so the browser sees the intrinsic width a resized photo would have. Formats are ignored:
 * every answer is SVG.
 */
const ASSET = /^\/f\/(\d+)\/(\d+)x(\d+)\/([a-f0-9]+)\/([a-z0-9-]+)\.(?:svg|jpe?g|png|webp)(?:\/m\/(.*))?$/;
const VARIATION = /^(?:(\d{1,5})x(\d{1,5}))?(?:\/smart)?(?:\/?filters:(.*))?$/;

/** A focal rectangle in the original's pixels. */
export interface FocalArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** `x1xy1:x2xy2` as a rectangle; `null` when malformed. */
function parseFocus(focus: string | undefined): FocalArea | null {
  const match = /^(\d+)x(\d+):(\d+)x(\d+)$/.exec(focus ?? "");
  if (!match) return null;
  const [left, top, right, bottom] = match.slice(1).map(Number) as [number, number, number, number];
  return { left, top, right, bottom };
}

export interface Variation {
  width: number;
  height: number;
  focus: FocalArea | null;
}

/** The size and focal point an image-service suffix (after `/m/`) asks for; 0 = keep the ratio. */
export function parseVariation(suffix: string): Variation {
  const match = VARIATION.exec(suffix.replace(/\/$/, ""));
  const focal = /focal\(([^)]*)\)/.exec(match?.[3] ?? "")?.[1];
  return { width: Number(match?.[1] ?? 0), height: Number(match?.[2] ?? 0), focus: parseFocus(focal) };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const n = (value: number) => String(Math.round(value * 100) / 100);

/**
 * `svg` (a drawing of `original` size, viewBox `0 0 W H`) as the service would answer `variation`:
 * its root's `width`/`height` set to the output size and its `viewBox` to the cropped area.
 */
export function resizeDrawing(svg: string, original: { width: number; height: number }, variation: Variation): string {
  const { width: ow, height: oh } = original;
  let { width, height } = variation;
  if (!width && !height) return svg;
  if (!height) height = Math.round((width * oh) / ow);
  if (!width) width = Math.round((height * ow) / oh);
  const ratio = width / height;
  const cropWidth = ow / oh > ratio ? oh * ratio : ow;
  const cropHeight = cropWidth / ratio;
  const focus = variation.focus;
  const cx = focus ? (focus.left + focus.right) / 2 : ow / 2;
  const cy = focus ? (focus.top + focus.bottom) / 2 : oh / 2;
  const x = clamp(cx - cropWidth / 2, 0, ow - cropWidth);
  const y = clamp(cy - cropHeight / 2, 0, oh - cropHeight);
  return svg.replace(/^<svg\b[^>]*>/, (root) =>
    root
      .replace(/\swidth="[^"]*"/, ` width="${width}"`)
      .replace(/\sheight="[^"]*"/, ` height="${height}"`)
      .replace(/\sviewBox="[^"]*"/, ` viewBox="${n(x)} ${n(y)} ${n(cropWidth)} ${n(cropHeight)}"`),
  );
}

/** Serves the assets under `root` (sandbox/assets) as described above; other paths fall through. */
export function sandboxImageService(root: string): Router {
  const router = express.Router();
  router.get(/^\/f\//, (req, res, next) => {
    const match = ASSET.exec(req.path);
    if (!match) return next();
    const [, space, w, h, hash, name, suffix] = match;
    const file = path.join(root, "f", space ?? "", `${w}x${h}`, hash ?? "", `${name}.svg`);
    readFile(file, "utf8").then(
      (svg) => {
        const body = suffix === undefined ? svg : resizeDrawing(svg, { width: Number(w), height: Number(h) }, parseVariation(suffix));
        res.set({ "Content-Type": "image/svg+xml", "Cache-Control": IMMUTABLE_FILE }).send(Buffer.from(body, "utf8"));
      },
      () => res.status(404).type("text/plain").send("Not found"),
    );
  });
  return router;
}
