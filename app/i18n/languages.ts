/**
 * The ten interface languages (SPEC §1, §2). `in` is the route prefix for Indonesian;
 * formatting uses the BCP 47 tag `id` for it. English is the default and is served both
 * with and without the `/en` prefix; the unprefixed URL is canonical.
 */
export const LANGUAGES = ["ar", "de", "en", "es", "fr", "in", "it", "pt", "ru", "zh"] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Languages written right to left. */
const RTL_LANGUAGES: ReadonlySet<Language> = new Set(["ar"]);

/** True when `value` is one of the ten route prefixes (case-sensitive: `/DE` is a content path). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Text direction of a language, for `<html dir>`. */
export function directionOf(lang: Language): "ltr" | "rtl" {
  return RTL_LANGUAGES.has(lang) ? "rtl" : "ltr";
}

/** BCP 47 tag for `Intl` and `<html lang>`: the route prefix except `in` → `id`. */
export function bcp47Of(lang: Language): string {
  return lang === "in" ? "id" : lang;
}
