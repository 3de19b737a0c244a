import { bcp47Of, type Language } from "~/i18n/languages";
import { numberFormat } from "./intl";

/**
 * Numbers and text per interface language (docs/product/routes-and-languages.md); dates are in `dates.ts`. Pure; the
 * caller passes the language.
 */

/** Truncation suffix (docs/product/routes-and-languages.md#formats-per-language). */
export const TRUNCATION_SUFFIX = "...";

/** The locale `Intl` formats numbers with for a language: en-US for English, es-BR for Spanish (docs/product/sales-and-orders.md). */
export function numberLocale(lang: Language): string {
  if (lang === "en") return "en-US";
  if (lang === "es") return "es-BR";
  return bcp47Of(lang);
}

/** A number with the language's grouping and decimal marks. */
export function formatNumber(value: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  return numberFormat(numberLocale(lang), options).format(value);
}

/**
 * `text` cut to at most `max` characters before the suffix `...` (docs/product/routes-and-languages.md); shorter text is
 * returned unchanged. Cuts by code point, so emoji and CJK text are never split in half.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max)).join("").trimEnd() + TRUNCATION_SUFFIX;
}
