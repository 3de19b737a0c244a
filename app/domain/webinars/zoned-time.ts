import { parseISO } from "date-fns";
import type { Language } from "~/i18n/languages";
import { dateTimeFormat } from "../language/intl";
import { formatLongDate } from "../language/dates";
import { numberLocale } from "../language/format";

/**
 * Instants shown in a given IANA time zone, in the page's language: weekday and date
 * (`D Month YYYY`, docs/product/routes-and-languages.md#formats-per-language), time, and the zone's short name. Pure; the same instant, zone
 * and language give the same text on the server and in the browser.
 */
export interface ZonedTime {
  /** "Tuesday, 24 November 2026" */
  date: string;
  /** "6:00 PM" (the language's clock) */
  time: string;
  /** "GMT+1", "EST", "UTC" */
  zone: string;
}

/** Calendar date of `instant` in `timeZone` as a local Date (for date-fns formatting). */
export function calendarDateIn(instant: Date, timeZone: string): Date {
  const parts = dateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(part("year"), part("month") - 1, part("day"));
}

/** @param iso ISO 8601 instant. @throws RangeError for an invalid instant or zone. */
export function formatZoned(iso: string, timeZone: string, lang: Language): ZonedTime {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid instant: ${iso}`);
  const locale = numberLocale(lang);
  const weekday = dateTimeFormat(locale, { timeZone, weekday: "long" }).format(instant);
  const time = dateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" }).format(instant);
  const zone =
    dateTimeFormat(locale, { timeZone, timeZoneName: "short" })
      .formatToParts(instant)
      .find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  return { date: `${weekday}, ${formatLongDate(calendarDateIn(instant, timeZone), lang)}`, time, zone };
}

/** Whole days, hours, minutes and seconds in a duration of `ms` milliseconds (negative counts as 0). */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** Furthest a slot from a URL may be from now: one year (ms). */
const MAX_SLOT_DISTANCE_MS = 366 * 86_400_000;

/**
 * A slot instant from a query value (`?slot=2026-11-24T18:00:00.000Z`): a valid ISO 8601
 * instant within a year of `now` (ms), normalised to UTC ISO; null otherwise, also for a day
 * its month lacks (`2027-02-30`, which `Date.parse` rolls over to 2 March; date-fns refuses it).
 */
export function slotFromQuery(raw: string | null, now = Date.now()): string | null {
  if (!raw || raw.length > 40 || !/^\d{4}-\d{2}-\d{2}T/.test(raw)) return null;
  const ms = parseISO(raw).getTime();
  return Number.isFinite(ms) && Math.abs(ms - now) <= MAX_SLOT_DISTANCE_MS ? new Date(ms).toISOString() : null;
}
