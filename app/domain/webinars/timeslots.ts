import { tzOffset, TZDate } from "@date-fns/tz";

/**
 * The webinar timeslot picker (docs/product/webinars.md#timeslot-picker: today's hours, the fifteen-minute
 * option, day labels, 12-hour times). Pure: every function takes the clock (`now`) and the
 * visitor's IANA time zone as arguments, so the server and the browser compute identical
 * options for the same clock and zone (render on the server with the loader's `now`, hand the
 * same `now` to the browser for hydration; no hydration mismatch).
 *
 * Shapes and units:
 * - a schedule is the webinar's `settings.schedule`: `timeslots` are daily start hours as
 *   24-hour `"HH"` strings ("09", "18") in the visitor's local time; `""` (or anything that is
 *   not an hour 0–23) is an unused slot and is dropped (docs/product/webinars.md); `watchNow` allows instant replay;
 * - a {@link DayOption}'s `value` is `"in15"`, `"instant"` or a local calendar date `"YYYY-MM-DD"`;
 * - a {@link TimeOption}'s `value` is the slot's start as an ISO 8601 instant in UTC
 *   (`2026-03-29T07:00:00.000Z`), what the registration posts as `timeslot`;
 * - `now` is a `Date` or epoch milliseconds; durations are milliseconds.
 *
 * Labels are translation keys ({@link TimeslotLabelKey}; English in {@link TIMESLOT_LABELS}):
 * | option                          | day label key         | time entry label key |
 * |---------------------------------|-----------------------|----------------------|
 * | fifteen minutes from now        | `today15MinsFromNow`  | `startNow`           |
 * | instant replay (watch-now)      | `watchNowInstantly`   | `watchNow`           |
 * | today (hours left today)        | `watchLaterToday`     | none: "6:00 PM"      |
 * | a following day                 | none: format `date`   | none: "6:00 PM"      |
 */

/** Fifteen-minute option: a slot this long after now (docs/product/webinars.md), ms. */
export const FIFTEEN_MINUTES_MS = 900_000;

export const TIMESLOT_LABELS = {
  watchNowInstantly: "Watch Now Instantly",
  watchLaterToday: "Watch Later Today",
  today15MinsFromNow: "Today 15 mins from now",
  startNow: "Start Now",
  watchNow: "Watch Now",
} as const;
/** Translation key of a day or time label (docs/product/webinars.md); the UI translates it. */
export type TimeslotLabelKey = keyof typeof TIMESLOT_LABELS;

/** The webinar's `settings.schedule` (docs/product/webinars.md). */
export interface TimeslotSchedule {
  /** Daily start hours, `"HH"` 24-hour local time; `""` entries are dropped. */
  timeslots: readonly string[];
  /** The recording may be watched right away (instant replay). */
  watchNow: boolean;
}

export interface TimeslotInput {
  /** The clock: a Date or epoch ms. Inject it; never read inside. */
  now: Date | number;
  /** The visitor's IANA time zone ("Europe/Berlin"); UTC until known. */
  timeZone: string;
  schedule: TimeslotSchedule;
  /** Offer "Today 15 mins from now" first (a slot {@link FIFTEEN_MINUTES_MS} from now). */
  fifteenMinutes?: boolean;
  /** Hide instant replay even when the webinar's watch-now flag is on. */
  excludeWatchNow?: boolean;
  /** One following day instead of two (or three in the alternate mode). */
  lesserDays?: boolean;
  /** The alternate mode: three following days (one with `lesserDays`). */
  alternateMode?: boolean;
}

export type DayOption =
  | { kind: "in15"; value: "in15"; labelKey: "today15MinsFromNow" }
  | { kind: "instant"; value: "instant"; labelKey: "watchNowInstantly" }
  /** A local calendar day with at least one slot; `labelKey` only for today. */
  | { kind: "date"; value: string; date: string; isToday: boolean; labelKey: "watchLaterToday" | null };

export type DayValue = DayOption["value"];

export interface TimeOption {
  /** Slot start, ISO 8601 instant in UTC. */
  value: string;
  /** The local start time in 12-hour form, "9:00 AM". */
  label: string;
  /** Shown instead of `label` for the immediate options; null for scheduled hours. */
  labelKey: "startNow" | "watchNow" | null;
}

export interface TimeslotPicker {
  days: DayOption[];
  /** The chosen day's value, or "" when no date is chosen (or the value is not offered). */
  selectedDay: string;
  /** Times of the chosen day; empty when no date is chosen. */
  times: TimeOption[];
  /** The default time: the first entry's value, or "" when there is none. */
  selectedTime: string;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const toMs = (now: Date | number) => (typeof now === "number" ? now : now.getTime());

/**
 * The usable start hours of a schedule: "HH" (or "H") strings for 0–23, ascending, without
 * duplicates. Empty strings and anything else are dropped (docs/product/webinars.md).
 */
export function scheduleHours(timeslots: readonly string[]): number[] {
  const hours = timeslots.flatMap((raw) => {
    const text = typeof raw === "string" ? raw.trim() : "";
    if (!/^\d{1,2}$/.test(text)) return [];
    const hour = Number(text);
    return hour <= 23 ? [hour] : [];
  });
  return [...new Set(hours)].sort((a, b) => a - b);
}

/**
 * 12-hour clock text: `formatHour12(9)` → "9:00 AM", `(12)` → "12:00 PM", `(0)` → "12:00 AM",
 * `(18, 5)` → "6:05 PM" (docs/product/webinars.md). @throws RangeError outside 0–23 / 0–59.
 */
export function formatHour12(hour: number, minute = 0): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`Invalid hour: ${hour}`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) throw new RangeError(`Invalid minute: ${minute}`);
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * The local wall-clock parts of an instant in a zone. UTC (every visitor until the `tz` hint is
 * known) needs no time-zone database: the browser's first zone lookup initialises it, ~15 ms of
 * a phone's hydration.
 */
function localParts(ms: number, timeZone: string) {
  if (timeZone === "UTC") {
    const utc = new Date(ms);
    return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate(), hour: utc.getUTCHours(), minute: utc.getUTCMinutes() };
  }
  const local = new TZDate(ms, timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate(), hour: local.getHours(), minute: local.getMinutes() };
}

/** The zone's offset from UTC at an instant, minutes (0 for UTC without a lookup, see {@link localParts}). */
const offsetAt = (timeZone: string, ms: number) => (timeZone === "UTC" ? 0 : tzOffset(timeZone, new Date(ms)));

/** 12-hour local time of an instant: "9:47 AM". */
export function formatTime12(instant: Date | number, timeZone: string): string {
  const { hour, minute } = localParts(toMs(instant), timeZone);
  return formatHour12(hour, minute);
}

/** Local calendar date of `now` in the zone, plus `offset` days, "YYYY-MM-DD" (zone-free day arithmetic at UTC noon). */
function localDate(nowMs: number, timeZone: string, offset: number): string {
  const { year, month, day } = localParts(nowMs, timeZone);
  return new Date(Date.UTC(year, month - 1, day + offset, 12)).toISOString().slice(0, 10);
}

/**
 * The instant a local wall-clock hour starts on a local date in a zone, or null when that
 * hour does not exist that day (spring-forward gap). An hour that occurs twice (fall-back)
 * is its first occurrence.
 */
export function zonedHourStart(date: string, hour: number, timeZone: string): number | null {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour);
  const offsets = new Set([offsetAt(timeZone, wall - 86_400_000), offsetAt(timeZone, wall + 86_400_000), offsetAt(timeZone, wall)]);
  const candidates = [...offsets]
    .map((minutes) => wall - minutes * MINUTE_MS)
    .filter((ms) => {
      const parts = localParts(ms, timeZone);
      return parts.year === year && parts.month === month && parts.day === day && parts.hour === hour && parts.minute === 0;
    })
    .sort((a, b) => a - b);
  return candidates[0] ?? null;
}

/** Following days offered after today: 2 (1 with lesser-days); alternate mode 3 (1 with lesser-days). */
export function followingDayCount({ lesserDays = false, alternateMode = false }: Pick<TimeslotInput, "lesserDays" | "alternateMode">): number {
  if (lesserDays) return 1;
  return alternateMode ? 3 : 2;
}

/** Scheduled times of a local date: hours later than the current hour if it is today, gaps dropped. */
function dateTimes(date: string, input: TimeslotInput): TimeOption[] {
  const nowMs = toMs(input.now);
  const isToday = date === localDate(nowMs, input.timeZone, 0);
  const currentHour = localParts(nowMs, input.timeZone).hour;
  return scheduleHours(input.schedule.timeslots).flatMap((hour) => {
    if (isToday && hour <= currentHour) return [];
    const start = zonedHourStart(date, hour, input.timeZone);
    if (start === null || start <= nowMs) return [];
    return [{ value: new Date(start).toISOString(), label: formatHour12(hour), labelKey: null }];
  });
}

const floorToMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** The day options (see {@link dayOptions}) and the times of each, each day's times computed once. */
export interface TimeslotChoices {
  days: DayOption[];
  /** The times of one day option (see {@link timesFor}); none for a value not among `days`. */
  timesFor(day: string): TimeOption[];
}

/**
 * The day options, in the order of docs/product/webinars.md, with their times: fifteen minutes from now (with
 * `fifteenMinutes`), instant replay (watch-now on and not `excludeWatchNow`), today (only if
 * hours later than the current local hour remain), then the following days
 * ({@link followingDayCount}). A following day with no usable hour (all empty, or only a
 * nonexistent DST hour) is left out. Times of a day option:
 * - `"in15"`: one entry, now + 15 minutes (floored to the minute), label key `startNow`;
 * - `"instant"`: one entry, now (floored to the minute), label key `watchNow`;
 * - a date: its scheduled hours (today: only hours later than the current hour), ascending.
 */
export function timeslotChoices(input: TimeslotInput): TimeslotChoices {
  const nowMs = toMs(input.now);
  const days: DayOption[] = [];
  const dated = new Map<string, TimeOption[]>();
  if (input.fifteenMinutes) days.push({ kind: "in15", value: "in15", labelKey: "today15MinsFromNow" });
  if (input.schedule.watchNow && !input.excludeWatchNow) days.push({ kind: "instant", value: "instant", labelKey: "watchNowInstantly" });
  for (let offset = 0; offset <= followingDayCount(input); offset++) {
    const date = localDate(nowMs, input.timeZone, offset);
    const times = dateTimes(date, input);
    if (times.length === 0) continue;
    dated.set(date, times);
    days.push(
      offset === 0
        ? { kind: "date", value: date, date, isToday: true, labelKey: "watchLaterToday" }
        : { kind: "date", value: date, date, isToday: false, labelKey: null },
    );
  }
  const immediate = (kind: "in15" | "instant"): TimeOption[] => {
    const start = floorToMinute(nowMs + (kind === "in15" ? FIFTEEN_MINUTES_MS : 0));
    return [{ value: new Date(start).toISOString(), label: formatTime12(start, input.timeZone), labelKey: kind === "in15" ? "startNow" : "watchNow" }];
  };
  return {
    days,
    timesFor: (day) => {
      const option = days.find((d) => d.value === day);
      if (!option) return [];
      return option.kind === "date" ? (dated.get(option.date) ?? []) : immediate(option.kind);
    },
  };
}

/** The day options of {@link timeslotChoices}, in the same order. */
export function dayOptions(input: TimeslotInput): DayOption[] {
  return timeslotChoices(input).days;
}

/**
 * The times of one day option ("picking a date regenerates the times", docs/product/webinars.md; see
 * {@link timeslotChoices}). A value that is not among {@link dayOptions} gives no times.
 */
export function timesFor(day: string, input: TimeslotInput): TimeOption[] {
  return timeslotChoices(input).timesFor(day);
}

/**
 * The whole picker for a chosen day (`null`/"" when no date is chosen): its days, the chosen
 * day's times and the default time — the first entry, or "" when no date is chosen or the
 * day has none (docs/product/webinars.md). An unknown day value counts as no date chosen.
 */
export function timeslotPicker(input: TimeslotInput, day: string | null = null): TimeslotPicker {
  const choices = timeslotChoices(input);
  const selected = choices.days.find((d) => d.value === day);
  if (!selected) return { days: choices.days, selectedDay: "", times: [], selectedTime: "" };
  const times = choices.timesFor(selected.value);
  return { days: choices.days, selectedDay: selected.value, times, selectedTime: times[0]?.value ?? "" };
}

/**
 * Whether a posted choice is offered at `now`: the day is among the days and the time among
 * its times. For the immediate options (`in15`, `instant`) the posted instant may lag the
 * clock by up to `graceMs` (time spent on the form; default one hour).
 */
export function isOfferedTimeslot(input: TimeslotInput, day: string, time: string, graceMs = HOUR_MS): boolean {
  const choices = timeslotChoices(input);
  const option = choices.days.find((d) => d.value === day);
  if (!option) return false;
  if (option.kind === "date") return choices.timesFor(day).some((t) => t.value === time);
  const posted = Date.parse(time);
  const expected = Date.parse(choices.timesFor(day)[0]?.value ?? "");
  return Number.isFinite(posted) && posted <= expected + MINUTE_MS && posted >= expected - graceMs;
}
