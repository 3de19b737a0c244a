/**
 * The ten interface languages (docs/product/routes-and-languages.md). `in` is the route prefix for Indonesian;
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

/** A letter of a script written right to left (Arabic, Hebrew, Syriac, Thaana, N'Ko). */
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * `"ltr"` for a text shown on a right-to-left page that holds Latin letters and not one letter of
 * a right-to-left script, else undefined (the page's direction). Content not yet translated falls
 * back to English field by field (Storyblok's API does not say which fields did), and an English
 * sentence laid out right to left moves its final punctuation to the wrong end (".cancel any
 * time", "?billing"). Arabic text that starts with a Latin name keeps the page's direction, as
 * `dir="auto"` would not.
 */
export function fallbackDirection(text: string | undefined, lang: Language): "ltr" | undefined {
  if (!text || !RTL_LANGUAGES.has(lang)) return undefined;
  return LATIN_LETTER.test(text) && !RTL_LETTER.test(text) ? "ltr" : undefined;
}

/** BCP 47 tag for `Intl` and `<html lang>`: the route prefix except `in` → `id`. */
export function bcp47Of(lang: Language): string {
  return lang === "in" ? "id" : lang;
}
