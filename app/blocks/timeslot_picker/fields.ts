import { z } from "zod";
import { text } from "../schema";
import type { TimeslotInput, TimeslotSchedule } from "~/domain/timeslots";

/**
 * Fields of a `timeslot_picker` blok (issue "Webinars" point 2, SPEC §4) and how they map to
 * the picker rules of `~/domain/timeslots`. Shared by the view, its loader and the
 * `registration_form` action, so all three offer exactly the same slots.
 */
const flag = z
  .union([z.boolean(), z.literal("")])
  .optional()
  .transform((v) => v === true);

export const timeslotPickerSchema = z
  .object({
    /** The platform webinar whose `settings.schedule` is offered. */
    webinar_id: text,
    /** Offer "Today 15 mins from now" first. */
    fifteen_minutes: flag,
    /** Hide instant replay even when the webinar allows it. */
    exclude_watch_now: flag,
    /** One following day instead of two (or three in the alternate mode). */
    lesser_days: flag,
    /** Three following days (one with `lesser_days`). */
    alternate_mode: flag,
  })
  .passthrough();

export type TimeslotPickerBlok = z.infer<typeof timeslotPickerSchema>;

/** What the picker's loader gives the view: the schedule and the clock the server used. */
export interface TimeslotPickerData {
  webinarId: string;
  title: string;
  /** Server clock when rendered, ms since epoch: server and browser compute from it. */
  now: number;
  /** The visitor's zone (tz client hint), "UTC" until known. */
  timeZone: string;
  schedule: TimeslotSchedule;
  /** A day chosen through `?day=` (links and the GET form without JavaScript), or null. */
  day: string | null;
}

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
