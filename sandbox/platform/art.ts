import { createHash } from "node:crypto";
import express, { type Router } from "express";
import { PUBLIC_FILE } from "../../app/domain/delivery/cache-policy";

/**
 * Generated artwork for the sandbox platform fixtures, served at
 * `/sandbox-assets/platform/{kind}/{seed}.svg`: soft landscapes for covers and banners,
 * circle compositions for gallery images, a head-and-shoulders silhouette for portraits and
 * avatars, and an emblem with a wordmark-like shape for credential logos. Colours and shapes
 * come from a SHA-512 of the seed, so the same seed always gives the same picture, and a
 * trainer's portrait and avatar share a palette.
 */

type Kind = "cover" | "portrait" | "avatar" | "banner" | "gallery" | "logo";

const SIZES: Record<Kind, readonly [width: number, height: number]> = {
  cover: [1200, 800],
  portrait: [800, 1000],
  avatar: [256, 256],
  banner: [1600, 600],
  gallery: [1200, 900],
  logo: [480, 240],
};

interface Palette {
  /** Background gradient, top to bottom. */
  sky: readonly [string, string];
  sun: string;
  /** Landscape layers, far to near. */
  hills: readonly [string, string, string];
  accent: string;
  light: string;
}

const PALETTES: readonly Palette[] = [
  { sky: ["#1e1b4b", "#6366f1"], sun: "#fbbf24", hills: ["#4f46e5", "#3730a3", "#1e1b4b"], accent: "#f59e0b", light: "#fef3c7" },
  { sky: ["#0f766e", "#99f6e4"], sun: "#fde68a", hills: ["#5eead4", "#14b8a6", "#115e59"], accent: "#f5b971", light: "#f0fdfa" },
  { sky: ["#fff1e6", "#fdba74"], sun: "#f97316", hills: ["#fca5a5", "#f87171", "#9f1239"], accent: "#fb7185", light: "#fff7ed" },
  { sky: ["#f7fee7", "#a3b18a"], sun: "#fefae0", hills: ["#a3b18a", "#588157", "#3a5a40"], accent: "#dda15e", light: "#fefae0" },
  { sky: ["#3b0764", "#c084fc"], sun: "#fcd34d", hills: ["#9333ea", "#6b21a8", "#3b0764"], accent: "#fbbf24", light: "#faf5ff" },
  { sky: ["#e0f2fe", "#7dd3fc"], sun: "#fb7185", hills: ["#38bdf8", "#0284c7", "#075985"], accent: "#f97316", light: "#f0f9ff" },
  { sky: ["#7c2d12", "#fdba74"], sun: "#fef3c7", hills: ["#ea580c", "#9a3412", "#431407"], accent: "#facc15", light: "#fff7ed" },
  { sky: ["#0c4a6e", "#0e7490"], sun: "#e0f2fe", hills: ["#0891b2", "#155e75", "#083344"], accent: "#67e8f9", light: "#ecfeff" },
];

const SKIN = ["#5c3a21", "#8d5524", "#a86b3c", "#c68642", "#e0ac69", "#f1c27d", "#ffdbac"] as const;
const HAIR = ["#1f130c", "#3b2417", "#6b4423", "#a0522d", "#d6b370", "#2d2d2d", "#9ca3af"] as const;

/** A deterministic stream of numbers in [0, 1) drawn from SHA-512 blocks of the seed. */
function randomStream(seed: string): () => number {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let index = 0;
  return () => {
    if (index + 2 > bytes.length) {
      bytes = createHash("sha512").update(`${seed}#${block++}`).digest();
      index = 0;
    }
    const value = bytes.readUInt16BE(index) / 65536;
    index += 2;
    return value;
  };
}

interface Random {
  next: () => number;
  /** A number in [min, max). */
  between: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** An id prefix so gradients stay unique when several SVGs are inlined on one page. */
  id: string;
}

function randomFor(kind: Kind, seed: string): Random {
  const next = randomStream(seed);
  const between = (min: number, max: number) => min + next() * (max - min);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length) % items.length] as T;
  const id = `bp-${kind}-${createHash("sha256").update(seed).digest("hex").slice(0, 8)}`;
  return { next, between, pick, id };
}

const n = (value: number) => String(Math.round(value * 10) / 10);

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function skyGradient(id: string, palette: Palette, angle: number): string {
  const dx = 50 + 50 * Math.sin(angle);
  return `<linearGradient id="${id}" x1="${n(100 - dx)}%" y1="0%" x2="${n(dx)}%" y2="100%"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>`;
}

/** A smooth ridge across the width: quadratic curves through midpoints of jittered points. */
function ridge(width: number, height: number, base: number, amplitude: number, rand: Random): string {
  const steps = 5 + Math.floor(rand.next() * 3);
  const points = Array.from({ length: steps + 1 }, (_, i) => [(width * i) / steps, base + rand.between(-amplitude, amplitude)] as const);
  const first = points[0] ?? [0, base];
  let d = `M0 ${n(height)} L0 ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [x, y] = points[i] ?? first;
    const [x2, y2] = points[i + 1] ?? first;
    d += ` Q${n(x)} ${n(y)} ${n((x + x2) / 2)} ${n((y + y2) / 2)}`;
  }
  const last = points[points.length - 1] ?? first;
  return `${d} L${n(last[0])} ${n(last[1])} L${n(width)} ${n(height)} Z`;
}

function landscape(kind: Kind, width: number, height: number, rand: Random): string {
  const palette = rand.pick(PALETTES);
  const id = rand.id;
  const sunX = rand.between(0.18, 0.82) * width;
  const sunY = rand.between(0.22, 0.45) * height;
  const sunR = rand.between(0.07, 0.13) * Math.min(width, height * 1.5);
  const rings = rand.next() < 0.45;
  const defs =
    skyGradient(`${id}-sky`, palette, rand.between(-0.6, 0.6)) +
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>`;
  let body = `<defs>${defs}</defs><rect width="${width}" height="${height}" fill="url(#${id}-sky)"/>`;
  body += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 3)}" fill="url(#${id}-glow)"/>`;
  if (rings) {
    for (let i = 1; i <= 3; i++) {
      body += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * (1 + i * 0.45))}" fill="none" stroke="${palette.sun}" stroke-opacity="${n(0.5 - i * 0.12)}" stroke-width="${n(3 + i)}"/>`;
    }
  }
  body += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${palette.sun}"/>`;
  const dots = 4 + Math.floor(rand.next() * 6);
  for (let i = 0; i < dots; i++) {
    body += `<circle cx="${n(rand.between(0, width))}" cy="${n(rand.between(0.05, 0.4) * height)}" r="${n(rand.between(2, 5))}" fill="${palette.light}" fill-opacity="${n(rand.between(0.35, 0.8))}"/>`;
  }
  const layers = kind === "banner" ? [0.52, 0.66, 0.8] : [0.56, 0.7, 0.84];
  palette.hills.forEach((colour, i) => {
    const base = (layers[i] ?? 0.8) * height;
    body += `<path d="${ridge(width, height, base, height * (0.12 - i * 0.03), rand)}" fill="${colour}"${i === 0 ? ' fill-opacity="0.85"' : ""}/>`;
  });
  if (rand.next() < 0.5) {
    // A winding path up the nearest hill.
    const startX = rand.between(0.3, 0.7) * width;
    body += `<path d="M${n(startX)} ${n(height)} C${n(startX - width * 0.08)} ${n(height * 0.93)} ${n(startX + width * 0.09)} ${n(height * 0.9)} ${n(startX + width * 0.02)} ${n(height * 0.84)}" fill="none" stroke="${palette.light}" stroke-opacity="0.55" stroke-width="${n(width / 160)}" stroke-linecap="round"/>`;
  }
  return svg(width, height, body);
}

function gallery(width: number, height: number, rand: Random): string {
  const palette = rand.pick(PALETTES);
  const id = rand.id;
  const colours = [palette.sun, palette.accent, palette.light, ...palette.hills];
  let body = `<defs>${skyGradient(`${id}-bg`, palette, rand.between(-1, 1))}</defs><rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`;
  const count = 6 + Math.floor(rand.next() * 4);
  for (let i = 0; i < count; i++) {
    const r = rand.between(0.08, 0.3) * height;
    body += `<circle cx="${n(rand.between(0.05, 0.95) * width)}" cy="${n(rand.between(0.1, 0.9) * height)}" r="${n(r)}" fill="${rand.pick(colours)}" fill-opacity="${n(rand.between(0.25, 0.7))}"/>`;
  }
  const cx = rand.between(0.3, 0.7) * width;
  const cy = rand.between(0.35, 0.65) * height;
  for (let i = 1; i <= 4; i++) {
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(height * 0.07 * i)}" fill="none" stroke="${palette.light}" stroke-opacity="${n(0.6 - i * 0.1)}" stroke-width="3"/>`;
  }
  body += `<path d="${ridge(width, height, height * 0.86, height * 0.04, rand)}" fill="${palette.hills[2]}" fill-opacity="0.75"/>`;
  return svg(width, height, body);
}

/** Head and shoulders drawn on an 800×1000 canvas. */
function figure(rand: Random, palette: Palette): string {
  const skin = rand.pick(SKIN);
  const hair = rand.pick(HAIR);
  const top = rand.pick([palette.accent, palette.hills[1], palette.hills[2], palette.sun]);
  const style = Math.floor(rand.next() * 5);
  const cx = 400;
  let back = "";
  let front = "";
  if (style === 0) {
    // Short, side-parted hair.
    front = `<path d="M${cx - 140} 470 C${cx - 150} 330 ${cx - 60} 285 ${cx + 10} 290 C${cx + 110} 290 ${cx + 155} 350 ${cx + 140} 460 C${cx + 110} 380 ${cx + 20} 350 ${cx - 60} 365 C${cx - 100} 375 ${cx - 125} 410 ${cx - 140} 470 Z" fill="${hair}"/>`;
  } else if (style === 1) {
    // Curls: a full, rounded crown behind the head and a curly fringe in front.
    back = `<ellipse cx="${cx}" cy="420" rx="178" ry="172" fill="${hair}"/>`;
    for (let i = 0; i < 16; i++) {
      const angle = (Math.PI * 2 * i) / 16;
      back += `<circle cx="${n(cx + Math.cos(angle) * 172)}" cy="${n(420 + Math.sin(angle) * 166)}" r="${n(rand.between(34, 46))}" fill="${hair}"/>`;
    }
    for (let i = 0; i < 7; i++) {
      const angle = Math.PI * (1.12 + (i / 6) * 0.76);
      front += `<circle cx="${n(cx + Math.cos(angle) * 118)}" cy="${n(440 + Math.sin(angle) * 125)}" r="${n(rand.between(30, 40))}" fill="${hair}"/>`;
    }
  } else if (style === 2) {
    // A bun on top.
    front = `<circle cx="${cx}" cy="275" r="70" fill="${hair}"/><path d="M${cx - 138} 455 C${cx - 145} 340 ${cx - 70} 300 ${cx} 300 C${cx + 70} 300 ${cx + 145} 340 ${cx + 138} 455 C${cx + 100} 380 ${cx - 100} 380 ${cx - 138} 455 Z" fill="${hair}"/>`;
  } else if (style === 3) {
    // Long hair falling behind the shoulders.
    back = `<path d="M${cx - 170} 720 C${cx - 200} 520 ${cx - 170} 300 ${cx} 295 C${cx + 170} 300 ${cx + 200} 520 ${cx + 170} 720 Z" fill="${hair}"/>`;
    front = `<path d="M${cx - 138} 455 C${cx - 140} 345 ${cx - 60} 305 ${cx + 10} 305 C${cx + 90} 305 ${cx + 145} 350 ${cx + 138} 455 C${cx + 60} 400 ${cx - 40} 370 ${cx - 138} 455 Z" fill="${hair}"/>`;
  } else {
    // Close-cropped.
    front = `<path d="M${cx - 132} 430 C${cx - 130} 340 ${cx - 60} 305 ${cx} 305 C${cx + 60} 305 ${cx + 130} 340 ${cx + 132} 430 C${cx + 90} 385 ${cx - 90} 385 ${cx - 132} 430 Z" fill="${hair}" fill-opacity="0.92"/>`;
  }
  const shoulders = `<path d="M${cx - 330} 1000 C${cx - 330} 800 ${cx - 230} 705 ${cx - 95} 690 L${cx + 95} 690 C${cx + 230} 705 ${cx + 330} 800 ${cx + 330} 1000 Z" fill="${top}"/>`;
  const neck = `<path d="M${cx - 55} 560 L${cx - 55} 700 Q${cx} 760 ${cx + 55} 700 L${cx + 55} 560 Z" fill="${skin}"/><path d="M${cx - 55} 590 Q${cx} 660 ${cx + 55} 590 Z" fill="#000" fill-opacity="0.12"/>`;
  const head = `<ellipse cx="${cx}" cy="465" rx="132" ry="162" fill="${skin}"/>`;
  const ears = `<ellipse cx="${cx - 132}" cy="480" rx="20" ry="32" fill="${skin}"/><ellipse cx="${cx + 132}" cy="480" rx="20" ry="32" fill="${skin}"/>`;
  return back + shoulders + neck + ears + head + front;
}

function person(kind: "portrait" | "avatar", width: number, height: number, rand: Random): string {
  const palette = rand.pick(PALETTES);
  const id = rand.id;
  let body = `<defs>${skyGradient(`${id}-bg`, palette, rand.between(-0.8, 0.8))}</defs><rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`;
  const halo = `<circle cx="${n(rand.between(330, 470))}" cy="${n(rand.between(400, 480))}" r="${n(rand.between(250, 320))}" fill="${palette.sun}" fill-opacity="0.35"/>`;
  const drawn = halo + figure(rand, palette);
  body += kind === "portrait" ? drawn : `<g transform="translate(-16 -42) scale(0.36)">${drawn}</g>`;
  return svg(width, height, body);
}

function logo(width: number, height: number, rand: Random): string {
  const palette = rand.pick(PALETTES);
  const ink = palette.hills[2];
  const cx = 92;
  const cy = height / 2;
  let emblem = `<circle cx="${cx}" cy="${cy}" r="58" fill="${ink}"/>`;
  const shape = Math.floor(rand.next() * 4);
  if (shape === 0) {
    // Leaf.
    emblem += `<path d="M${cx - 28} ${cy + 26} C${cx - 30} ${cy - 20} ${cx + 6} ${cy - 36} ${cx + 30} ${cy - 30} C${cx + 34} ${cy + 6} ${cx + 10} ${cy + 32} ${cx - 28} ${cy + 26} Z M${cx - 28} ${cy + 26} L${cx + 14} ${cy - 12}" fill="${palette.sun}" stroke="${ink}" stroke-width="4"/>`;
  } else if (shape === 1) {
    // Rising sun over a horizon.
    emblem += `<circle cx="${cx}" cy="${cy + 8}" r="24" fill="${palette.sun}"/><rect x="${cx - 40}" y="${cy + 12}" width="80" height="30" fill="${ink}"/><path d="M${cx - 36} ${cy + 16} H${cx + 36}" stroke="${palette.light}" stroke-width="5" stroke-linecap="round"/>`;
  } else if (shape === 2) {
    // Arch.
    emblem += `<path d="M${cx - 30} ${cy + 30} V${cy - 2} A30 30 0 0 1 ${cx + 30} ${cy - 2} V${cy + 30}" fill="none" stroke="${palette.sun}" stroke-width="12" stroke-linecap="round"/>`;
  } else {
    // Waves.
    for (let i = -1; i <= 1; i++) {
      emblem += `<path d="M${cx - 34} ${cy + i * 18} q17 -14 34 0 t34 0" fill="none" stroke="${i === 0 ? palette.sun : palette.light}" stroke-width="7" stroke-linecap="round"/>`;
    }
  }
  let wordmark = "";
  const x = 176;
  const first = rand.between(180, 260);
  wordmark += `<rect x="${x}" y="${n(cy - 34)}" width="${n(first)}" height="30" rx="8" fill="${ink}"/>`;
  let offset = x;
  const words = 2 + Math.floor(rand.next() * 2);
  for (let i = 0; i < words; i++) {
    const w = rand.between(40, 90);
    wordmark += `<rect x="${n(offset)}" y="${n(cy + 12)}" width="${n(w)}" height="14" rx="7" fill="${palette.accent}"/>`;
    offset += w + 14;
  }
  const body = `<rect width="${width}" height="${height}" rx="24" fill="${palette.light}"/>${emblem}${wordmark}`;
  return svg(width, height, body);
}

const isKind = (kind: string): kind is Kind => Object.hasOwn(SIZES, kind);

/** The SVG document for `kind` and `seed`, always the same for the same pair; null for an unknown kind. */
export function platformArt(kind: string, seed: string): string | null {
  if (!isKind(kind)) return null;
  const [width, height] = SIZES[kind];
  const rand = randomFor(kind, seed);
  switch (kind) {
    case "cover":
    case "banner":
      return landscape(kind, width, height, rand);
    case "gallery":
      return gallery(width, height, rand);
    case "portrait":
    case "avatar":
      return person(kind, width, height, rand);
    case "logo":
      return logo(width, height, rand);
  }
}

const SEED = /^([a-z0-9-]{1,80})\.svg$/;

/** `GET /:kind/:seed.svg` (mounted at `/sandbox-assets/platform`); anything else is a 404. */
export function platformArtRouter(): Router {
  const router = express.Router();
  router.get("/:kind/:file", (req, res) => {
    const seed = SEED.exec(req.params.file)?.[1];
    const art = seed ? platformArt(req.params.kind, seed) : null;
    if (!art) return res.status(404).type("text/plain").send("Not found");
    res.set({ "Content-Type": "image/svg+xml", "Cache-Control": PUBLIC_FILE }).send(Buffer.from(art, "utf8"));
  });
  return router;
}
