import colorString from "color-string";

/**
 * Sanitisers for the few style values Storyblok's rich-text editor stores in attributes:
 * a value either passes as a clean, re-serialised CSS value or is dropped.
 * Content-supplied strings never reach a `style` attribute as they were written.
 */

/** Text alignments the editor offers (`textAlign` of paragraphs, headings, list items, cells). */
export const ALIGNMENTS = ["left", "center", "right", "justify"] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** `value` when it is one of {@link ALIGNMENTS} (case and spaces ignored), else `null`. */
export function alignment(value: unknown): Alignment | null {
  if (typeof value !== "string") return null;
  const clean = value.trim().toLowerCase();
  return (ALIGNMENTS as readonly string[]).includes(clean) ? (clean as Alignment) : null;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** `hwb(h w% b%)` as sRGB channels 0–255 (CSS Color 4 §8); `color-string` writes hwb with commas, which browsers refuse. */
function hwbToRgb(hue: number, white: number, black: number): [number, number, number] {
  let w = white / 100;
  let b = black / 100;
  if (w + b > 1) [w, b] = [w / (w + b), b / (w + b)];
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const pure = 0.5 - 0.5 * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round((pure * (1 - w - b) + w) * 255);
  };
  return [channel(0), channel(8), channel(4)];
}

/**
 * A CSS colour in a syntax `color-string` parses (named colours, `#rgb[a]`, `#rrggbb[aa]`,
 * `rgb[a]()`, `hsl[a]()`, `hwb()`), re-serialised by it (hex for rgb and hwb, `hsl()` for hsl),
 * so what reaches `style` is generated here. Anything else (`red;background:url(…)`, `var(--x)`,
 * expressions) gives `null`.
 */
export function cssColor(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 64) return null;
  const parsed = colorString.get(value.trim());
  if (!parsed) return null;
  const [a = 0, b = 0, c = 0, alpha = 1] = parsed.value.map(round);
  switch (parsed.model) {
    case "rgb":
      return colorString.to.hex(a, b, c, alpha === 1 ? undefined : alpha);
    case "hsl":
      return colorString.to.hsl(a, b, c, alpha);
    default:
      return colorString.to.hex(...hwbToRgb(a, b, c), alpha === 1 ? undefined : alpha);
  }
}

/**
 * The declarations of an inline `style` string (`"color: red; text-align: center"`) as
 * lower-case property → value; malformed declarations are skipped. Used only to recover
 * alignment and colours, each then passed through {@link alignment} / {@link cssColor}.
 */
export function styleDeclarations(style: unknown): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof style !== "string") return found;
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon <= 0) continue;
    found.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
  }
  return found;
}
