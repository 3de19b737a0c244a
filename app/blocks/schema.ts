import { z } from "zod";

/**
 * Field schemas shared by block definitions, in Storyblok's field shapes.
 */

/** A nested blok before validation: the walker validates it against its own schema. */
export const blokRef = z.object({ _uid: z.string(), component: z.string() }).passthrough();

/** A "Blocks" field: a list of nested bloks (absent = empty). */
export const bloks = z.array(blokRef).default([]);

/** An optional text field: Storyblok sends "" for empty. */
export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A required, non-empty text field. */
export const text = z.string().trim().min(1, "is required");

/**
 * A Storyblok asset field; `filename` is "" when no asset was chosen. Only the fields pages
 * use are kept (Storyblok also sends id, name, copyright, meta_data…): they travel to the
 * browser with every page (issue 15).
 */
export const asset = z.object({
  filename: z.string().nullable().default(""),
  alt: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  focus: z.string().nullable().optional(),
});

export type Asset = z.infer<typeof asset>;

/** An asset that must be set. */
export const requiredAsset = asset.refine((a) => Boolean(a.filename), "an image is required");

/**
 * A multilink field (story, url, email or asset link). Only the fields links use are kept:
 * of a resolved story, its `full_slug` (Storyblok also sends its id, uuid, name…).
 */
export const multilink = z.object({
  linktype: z.enum(["story", "url", "email", "asset"]).default("url"),
  url: z.string().optional().default(""),
  cached_url: z.string().optional().default(""),
  email: z.string().optional(),
  anchor: z.string().optional(),
  target: z.string().optional(),
  story: z.object({ full_slug: z.string() }).optional(),
});

export type Multilink = z.infer<typeof multilink>;

/**
 * A rich text field: Storyblok's document JSON. After validation with a rich-text renderer
 * (`validateContent`'s `richText` option) the document is replaced by its HTML (`html`).
 */
export const richtext = z
  .object({ type: z.literal("doc"), content: z.array(z.unknown()).optional(), html: z.string().optional() })
  .passthrough();

export type RichtextDoc = z.infer<typeof richtext>;

/** A single-option field with allowed values and a default for "" / absent. */
export function option<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z
    .union([z.enum(values), z.literal("")])
    .optional()
    .transform((v) => (v ? v : fallback) as T[number]);
}

/**
 * A Storyblok datetime field ("YYYY-MM-DD HH:mm", UTC; "" when empty) as an ISO 8601
 * instant, or undefined when empty. Refuses anything else.
 */
export const datetime = z
  .string()
  .optional()
  .refine((v) => !v || /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z?$/.test(v), "must be a date and time such as 2026-11-24 18:00")
  .transform((v) => (v ? new Date(`${v.replace(" ", "T").replace(/Z$/, "")}Z`).toISOString() : undefined));
