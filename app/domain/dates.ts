import { bcp47Of, type Language } from "~/i18n/languages";

/**
 * Dates per interface language (SPEC §9), with the platform's `Intl` (no date library in the
 * browser: issue 15). Pure; the caller passes the language and a Date already in the visitor's
 * time zone (its local calendar date is used) or a calendar date `YYYY-MM-DD`. The server
 * formats with the same functions, so the HTML and the hydrated page agree. Kept apart from
 * `format.ts` so that views formatting only numbers and text download no date code.
 */

/** Year, month (1–12) and day of a Date's local calendar date or of a `YYYY-MM-DD` string. */
function calendarDate(value: Date | string): [year: number, month: number, day: number] {
  if (typeof value !== "string") {
    if (Number.isNaN(value.getTime())) throw new RangeError("Invalid time value");
    return [value.getFullYear(), value.getMonth() + 1, value.getDate()];
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new RangeError(`Invalid date: ${value}`);
  return [year, month, day];
}

const monthFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * The language's name of a month as it reads in a date: the form used beside a day number
 * ("22 ноября", not "ноябрь"); in Chinese the month on its own ("十一月": with a day, `Intl`
 * writes "11月22日"). These are the words of CLDR that the former date-fns locales used too.
 */
function monthName(month: number, lang: Language): string {
  let format = monthFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(bcp47Of(lang), lang === "zh" ? { month: "long", timeZone: "UTC" } : { day: "numeric", month: "long", timeZone: "UTC" });
    monthFormats.set(lang, format);
  }
  return format.formatToParts(Date.UTC(2000, month - 1, 15, 12)).find((part) => part.type === "month")?.value ?? String(month);
}

/**
 * `D Month YYYY` with the language's month names (`22 November 2026`, `22 ноября 2026`,
 * `22 十一月 2026`): the SPEC's pattern holds in every language, with Latin digits.
 * @throws RangeError on an invalid date.
 */
export function formatLongDate(value: Date | string, lang: Language): string {
  const [year, month, day] = calendarDate(value);
  return `${day} ${monthName(month, lang)} ${String(year).padStart(4, "0")}`;
}

/** `YYYY-MM-DD` (SPEC §9). @throws RangeError on an invalid date. */
export function formatIsoDate(value: Date | string): string {
  const [year, month, day] = calendarDate(value);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
