import { format, parseISO, type Locale } from "date-fns";
import { ar, de, enUS, es, fr, id, it, pt, ru, zhCN } from "date-fns/locale";
import { bcp47Of, type Language } from "~/i18n/languages";

/**
 * Dates, numbers and text per interface language (SPEC §9). Pure; the caller passes the
 * language (and, for dates, a Date already in the visitor's time zone or a calendar date).
 */
const DATE_LOCALES: Record<Language, Locale> = { ar, de, en: enUS, es, fr, in: id, it, pt, ru, zh: zhCN };

/** Truncation suffix (SPEC §9). */
export const TRUNCATION_SUFFIX = "...";

function toDate(value: Date | string): Date {
  return typeof value === "string" ? parseISO(value) : value;
}

/**
 * `D Month YYYY` with the language's month names (`22 November 2026`, `22. November 2026`
 * is not used: the SPEC's pattern holds in every language). @throws RangeError on an invalid date.
 */
export function formatLongDate(value: Date | string, lang: Language): string {
  return format(toDate(value), "d MMMM yyyy", { locale: DATE_LOCALES[lang] });
}

/** `YYYY-MM-DD` (SPEC §9). @throws RangeError on an invalid date. */
export function formatIsoDate(value: Date | string): string {
  return format(toDate(value), "yyyy-MM-dd");
}

/** The locale `Intl` formats numbers with for a language: en-US for English, es-BR for Spanish (SPEC §9). */
export function numberLocale(lang: Language): string {
  if (lang === "en") return "en-US";
  if (lang === "es") return "es-BR";
  return bcp47Of(lang);
}

/** A number with the language's grouping and decimal marks. */
export function formatNumber(value: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(numberLocale(lang), options).format(value);
}

/**
 * `text` cut to at most `max` characters before the suffix `...` (SPEC §9); shorter text is
 * returned unchanged. Cuts by code point, so emoji and CJK text are never split in half.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max)).join("").trimEnd() + TRUNCATION_SUFFIX;
}
