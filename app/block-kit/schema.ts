import { z } from "zod";
import { storyblokField } from "~/domain/storyblok/storyblok-fields";
import { noteRepair } from "./repairs";

/**
 * Field schemas shared by block definitions, in Storyblok's field shapes. Each helper whose
 * Storyblok type its zod shape does not show (a lenient one hides it behind preprocess/unknown)
 * records it next to its definition (`storyblokField`), for the components export (decision 0017).
 */

/** A nested blok before validation: the walker validates it against its own schema. */
export const blokRef = z.object({ _uid: z.string(), component: z.string() }).passthrough();

/** A "Blocks" field: a list of nested bloks (absent = empty). */
export const bloks = z.array(blokRef).default([]);
storyblokField(bloks, { type: "bloks" });

/** An optional text field: Storyblok sends "" for empty. */
export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The query parameters a block may name for an instant in the URL (`start_param`,
 * `until_param`): the registration's thank-you redirect sets `slot`; a countdown may count to
 * `until`. A fixed list, because only
 * declared parameters vary a stored page (domain/routing/page-query.ts).
 */
export const SLOT_PARAMS = ["slot", "until"] as const;

/** An optional field naming one of {@link SLOT_PARAMS}; empty = none. */
export const slotParam = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.enum(SLOT_PARAMS, { errorMap: () => ({ message: `must be one of: ${SLOT_PARAMS.join(", ")}` }) }).optional(),
);

/** A required, non-empty text field. */
export const text = z.string().trim().min(1, "is required");

/**
 * A Storyblok asset field; `filename` is "" when no asset was chosen. Only the fields pages
 * use are kept (Storyblok also sends id, name, copyright, meta_data…): they travel to the
 * browser with every page. Older or foreign shapes whose meaning is clear are
 * accepted and noted as repairs: a plain URL string (`"https://…/a.jpg"`,
 * the older image field) and `null`/absent (no image); `{ url }` is read as `filename`.
 */
export const asset = z.preprocess(
  (value, ctx) => {
    if (value === null || value === undefined || value === "") return { filename: "" };
    if (typeof value === "string") {
      noteRepair(ctx.path, "an image given as a plain URL; used as the image");
      return { filename: value };
    }
    if (typeof value === "object" && !Array.isArray(value) && !("filename" in value) && typeof (value as { url?: unknown }).url === "string") {
      noteRepair(ctx.path, "an image given as { url }; used as the image");
      return { ...value, filename: (value as { url: string }).url };
    }
    return value;
  },
  z.object({
    filename: z.string().nullable().default(""),
    alt: z.string().nullable().optional().catch(undefined),
    title: z.string().nullable().optional().catch(undefined),
    focus: z.string().nullable().optional().catch(undefined),
  }),
);

storyblokField(asset, { type: "asset" });

export type Asset = z.infer<typeof asset>;

/** An asset that must be set. */
export const requiredAsset = asset.refine((a) => Boolean(a.filename), "an image is required");

/** A text value that may arrive as `null` or a number in older content: "" / its digits. */
const looseText = z.preprocess((v) => (v === null ? undefined : typeof v === "number" ? String(v) : v), z.string().optional());

/**
 * A multilink field (story, url, email or asset link). Only the fields links use are kept:
 * of a resolved story, its `full_slug` (Storyblok also sends its name, uuid, content…).
 * Lenient: an unknown `linktype` reads as `url`, `null` texts as absent.
 * Views read the link resolved on the server (`linkOf` in `block-kit/link-field.ts`).
 */
export const multilink = z.preprocess(
  (value) => (value === null || value === undefined || value === "" ? {} : typeof value === "string" ? { linktype: "url", url: value } : value),
  z.object({
    linktype: z.enum(["story", "url", "email", "asset"]).default("url").catch("url"),
    id: looseText.catch(undefined),
    url: looseText.default("").catch(""),
    cached_url: looseText.default("").catch(""),
    email: looseText.catch(undefined),
    anchor: looseText.catch(undefined),
    target: looseText.catch(undefined),
    story: z.object({ full_slug: z.string() }).optional().catch(undefined),
    /** Marks the field for `validateContent`'s `link` option, which adds its `resolved` href. */
    fieldtype: z.literal("multilink").default("multilink").catch("multilink"),
  }),
);

storyblokField(multilink, { type: "multilink" });

export type Multilink = z.infer<typeof multilink>;

/**
 * A rich text field: Storyblok's document JSON. After validation with a rich-text renderer
 * (`validateContent`'s `richText` option) the document is replaced by its rendered parts.
 * Lenient: empty values are an empty document; a plain string (a field that
 * was a textarea before) becomes paragraphs; any other shape becomes an empty document, noted.
 */
export const richtext = z.preprocess(
  (value, ctx) => {
    if (value === null || value === undefined || value === "") return { type: "doc", content: [] };
    if (typeof value === "string") {
      noteRepair(ctx.path, "plain text where rich text belongs; shown as paragraphs");
      const paragraphs = value.split(/\n{2,}/).filter((p) => p.trim());
      return { type: "doc", content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })) };
    }
    const doc = value as { type?: unknown; content?: unknown };
    if (typeof value !== "object" || Array.isArray(value) || doc.type !== "doc") {
      noteRepair(ctx.path, "not a rich-text document; ignored");
      return { type: "doc", content: [] };
    }
    return Array.isArray(doc.content) ? value : { ...value, content: [] };
  },
  z.object({ type: z.literal("doc"), content: z.array(z.unknown()) }).passthrough(),
);

storyblokField(richtext, { type: "richtext" });

export type RichtextDoc = z.infer<typeof richtext>;

/**
 * A single-option field with allowed values and a default for "" / absent. A value the code
 * does not know (an option an editor added in Storyblok later, another shape) also falls back
 * to the default, noted as a repair.
 */
export function option<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  const schema = z.unknown().transform((v, ctx): T[number] => {
    if (v === undefined || v === null || v === "") return fallback;
    if ((typeof v === "string" || typeof v === "number") && (values as readonly string[]).includes(String(v))) return String(v) as T[number];
    noteRepair(ctx.path, `${JSON.stringify(v).slice(0, 60)} is not one of ${values.join(", ")}; "${fallback}" used`);
    return fallback;
  });
  return storyblokField(schema, { type: "option", options: values, default: fallback });
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
storyblokField(datetime, { type: "datetime" });
