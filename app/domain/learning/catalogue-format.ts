import { bcp47Of, type Language } from "~/i18n/languages";
import { displayNames, listFormat } from "../language/intl";
import { formatNumber, numberLocale } from "../language/format";

/**
 * Catalogue figures in the page's language (docs/product/learning-catalogue.md), with `Intl` doing the wording:
 * durations in minutes become "45 min" / "4.5 hr", languages their own names, author
 * lists "A and B". Pure functions (formatters shared, `intl.ts`); no strings of our own to translate.
 */

/** A duration given in minutes: minutes under an hour, else hours with at most one decimal. */
export function formatDuration(minutes: number, lang: Language): string {
  if (minutes < 60) return formatNumber(Math.max(1, Math.round(minutes)), lang, { style: "unit", unit: "minute", unitDisplay: "short" });
  return formatNumber(Math.round((minutes / 60) * 10) / 10, lang, { style: "unit", unit: "hour", unitDisplay: "short", maximumFractionDigits: 1 });
}

/** An average rating 0–5 with one decimal ("4.8"). */
export function formatRating(rating: number, lang: Language): string {
  return formatNumber(rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * A count (enrolments, "+3 more") as a whole number in the page's language, grouped its way
 * ("31,540", "31.540", "31 540"): one style at every size, so counts side by side compare
 * at a glance ("6,210" beside "31,540", never beside "31.5K").
 */
export function formatCount(count: number, lang: Language): string {
  return formatNumber(Math.round(count), lang, { maximumFractionDigits: 0 });
}

/** The name of a content language (ISO 639-1 code) in the page's language; the code when unknown. */
export function languageName(code: string, lang: Language): string {
  try {
    const name = displayNames(bcp47Of(lang), { type: "language" }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(numberLocale(lang)) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/** "Amara Okafor and Daniel Reyes" in the page's language. */
export function formatNames(names: readonly string[], lang: Language): string {
  return listFormat(bcp47Of(lang), { style: "long", type: "conjunction" }).format(names);
}
