import { formatNumber, numberLocale } from "~/domain/language/format";
import { numberFormat } from "~/domain/language/intl";
import { formatZoned, splitDuration, type ZonedTime } from "~/domain/webinars/zoned-time";
import type { Language } from "~/i18n/languages";

/** Zod-free text of `countdown`, formatted by the loader for the first render and by the view as it ticks. */

const UNITS = ["day", "hour", "minute", "second"] as const;

/** One box of the countdown: its two-digit value and the unit's name for that value ("hours"). */
export interface Segment {
  unit: (typeof UNITS)[number];
  value: string;
  label: string;
}

/** What the countdown shows for `ms` left: days (only while there are some), hours, minutes, seconds. */
function segments(ms: number, lang: Language): Segment[] {
  const split = splitDuration(ms);
  const values = [split.days, split.hours, split.minutes, split.seconds];
  return UNITS.map((unit, index) => {
    const parts = numberFormat(numberLocale(lang), { style: "unit", unit, unitDisplay: "long" }).formatToParts(values[index] ?? 0);
    return {
      unit,
      value: formatNumber(values[index] ?? 0, lang, { minimumIntegerDigits: 2 }),
      label:
        parts
          .filter((p) => p.type === "unit")
          .map((p) => p.value)
          .join("") || unit,
    };
  }).filter((segment, index) => index > 0 || split.days > 0);
}

/** The text of a countdown with `ms` left that ends at `target` (ISO instant; null: not known yet), shown in `timeZone`. */
export interface CountdownText {
  segments: Segment[];
  end: ZonedTime | null;
}

export function countdownText(ms: number, target: string | null, timeZone: string, lang: Language): CountdownText {
  return { segments: segments(ms, lang), end: target ? formatZoned(target, timeZone, lang) : null };
}
