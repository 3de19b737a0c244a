import { dayOptions, timesFor, type TimeslotInput } from "./timeslots";

/** Shared inputs of the timeslot picker's unit tests (docs/product/webinars.md). */
export const SCHEDULE = { timeslots: ["09", "", "13", "18", ""], watchNow: false };

/** Picker input at `now` (ISO) in `timeZone`, with {@link SCHEDULE} unless `extra` says otherwise. */
export const input = (now: string, timeZone: string, extra: Partial<TimeslotInput> = {}): TimeslotInput => ({
  now: new Date(now),
  timeZone,
  schedule: SCHEDULE,
  ...extra,
});

/** The day option values offered for `i`, in order. */
export const values = (i: TimeslotInput) => dayOptions(i).map((d) => d.value);

/** The 12-hour labels of a day's times. */
export const timeLabels = (day: string, i: TimeslotInput) => timesFor(day, i).map((t) => t.label);
