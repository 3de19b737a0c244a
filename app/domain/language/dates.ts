import { format, parseISO } from "date-fns";
import { dateLocaleOf } from "~/i18n/date-locales";
import { bcp47Of, type Language } from "~/i18n/languages";
import { dateTimeFormat } from "./intl";

/**
 * Dates per interface language (docs/product/routes-and-languages.md), with date-fns. Pure; the caller passes the language
 * and a Date already in the visitor's time zone or a calendar date. Kept apart from
 * `format.ts` so that views formatting only numbers and text download no date code.
 */

function toDate(value: Date | string): Date {
  return typeof value === "string" ? parseISO(value) : value;
}

/**
 * `D Month YYYY` with the language's month names (`22 November 2026`, `22. November 2026`
 * is not used: the one pattern holds in every language, docs/product/routes-and-languages.md), from the language's date-fns
 * locale (`i18n/date-locales.ts`, loaded before rendering). Should it not be loaded, the
 * month name comes from `Intl` instead of failing the render.
 * @throws RangeError on an invalid date.
 */
export function formatLongDate(value: Date | string, lang: Language): string {
  const date = toDate(value);
  const locale = dateLocaleOf(lang);
  if (locale) return format(date, "d MMMM yyyy", { locale });
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  const month = dateTimeFormat(bcp47Of(lang), { day: "numeric", month: "long" })
    .formatToParts(date)
    .find((part) => part.type === "month")?.value;
  return `${date.getDate()} ${month ?? date.getMonth() + 1} ${date.getFullYear()}`;
}

/**
 * The weekday's name in the language ("Tuesday", "Dienstag"), from its date-fns locale; from
 * `Intl` should it not be loaded. @throws RangeError on an invalid date.
 */
export function formatWeekday(value: Date | string, lang: Language): string {
  const date = toDate(value);
  const locale = dateLocaleOf(lang);
  if (locale) return format(date, "EEEE", { locale });
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return dateTimeFormat(bcp47Of(lang), { weekday: "long" }).format(date);
}

/** `YYYY-MM-DD` (docs/product/routes-and-languages.md). @throws RangeError on an invalid date. */
export function formatIsoDate(value: Date | string): string {
  return format(toDate(value), "yyyy-MM-dd");
}
