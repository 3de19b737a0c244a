import { z } from "zod";

/**
 * Storyblok field schemas shared by the catalogue blocks (quest, program, trainer and
 * meditation lists). Storyblok sends numbers as strings and "" for an empty field.
 */

/** How many items a list shows: an integer 1–`max`, `fallback` when empty. */
export function countField(fallback: number, max: number) {
  return z
    .union([z.coerce.number().int().min(1).max(max), z.literal("")])
    .optional()
    .transform((v) => (v === "" || v === undefined ? fallback : v));
}

const LANGUAGE_CODE = /^[a-z]{2}$/;

/**
 * Content languages (ISO 639-1) to filter by: a multi-option field (array) or a comma list
 * ("en, es"). Empty means no filter (`undefined`).
 */
export const languagesField = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) => {
    const list = (Array.isArray(v) ? v : (v ?? "").split(",")).map((s) => s.trim().toLowerCase()).filter(Boolean);
    return list.length ? list : undefined;
  })
  .refine((list) => !list || list.every((code) => LANGUAGE_CODE.test(code)), "must be two-letter language codes such as en, es");

/** Membership filter: any quest, membership quests only, or free quests only. */
export const membershipField = z
  .union([z.enum(["any", "membership", "free"]), z.literal("")])
  .optional()
  .transform((v) => (v === "membership" ? true : v === "free" ? false : undefined));

/**
 * A path on this site such as `/assessment` (localised by the view); `fallback` when empty.
 * Refuses full URLs and protocol-relative `//host` paths.
 */
export function sitePathField(fallback: string) {
  return z
    .string()
    .optional()
    .transform((v) => (v ? v.trim() : fallback))
    .refine((v) => v.startsWith("/") && !v.startsWith("//"), "must be a path on this site, such as /assessment");
}
