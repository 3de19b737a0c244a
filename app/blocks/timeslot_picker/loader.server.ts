import { logger } from "~/services/logger.server";
import { getWebinarSettings } from "~/services/platform/webinars.server";
import { dayValue } from "~/domain/registration";
import type { TimeslotSchedule } from "~/domain/timeslots";
import { defineBlockLoader } from "../define.server";
import { schema } from "./schema";

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

/**
 * Server part of `timeslot_picker`: the webinar's schedule (getWebinarSettings, cached),
 * the server clock and the visitor's zone, and a day chosen with `?day=`. A failed or empty
 * fetch is logged and answered with null: the picker then shows that no times are open,
 * never an error (SPEC §8 "Timeslot fetch failure: silently ignored"). Personal: the
 * options depend on the visitor's time zone and the clock.
 */
export default defineBlockLoader(
  schema,
  async (blok, context): Promise<TimeslotPickerData | null> => {
    let webinar;
    try {
      webinar = await getWebinarSettings(blok.webinar_id);
    } catch (error) {
      logger.warn("timeslot-fetch-failed", { uid: blok._uid, webinarId: blok.webinar_id, error });
      return null;
    }
    if (!webinar) {
      logger.warn("timeslot-webinar-unknown", { uid: blok._uid, webinarId: blok.webinar_id });
      return null;
    }
    return {
      webinarId: webinar.id,
      title: webinar.title,
      now: Date.now(),
      timeZone: context.timeZone,
      schedule: webinar.settings.schedule,
      day: dayValue(new URL(context.request.url).searchParams.get("day")),
    };
  },
  { personal: true },
);
