import type { TimeslotInput, TimeslotSchedule } from "~/domain/webinars/timeslots";
import type { TimeslotPickerBlok } from "./schema";

/**
 * How the fields of a `timeslot_picker` blok (`./schema`) map to the picker rules of
 * `~/domain/webinars/timeslots`. Zod-free: shared by the view and the `registration_form` action, so
 * both offer exactly the same slots.
 */

/** The picker rules' input for a blok, a schedule, a clock (ms) and a zone. */
export function pickerInput(blok: TimeslotPickerBlok, schedule: TimeslotSchedule, now: number, timeZone: string): TimeslotInput {
  return {
    now,
    timeZone,
    schedule,
    fifteenMinutes: blok.fifteen_minutes,
    excludeWatchNow: blok.exclude_watch_now,
    lesserDays: blok.lesser_days,
    alternateMode: blok.alternate_mode,
  };
}
