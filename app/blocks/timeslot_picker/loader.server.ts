import { logger } from "~/services/logger.server";
import { getWebinarSettings } from "~/services/platform/webinars.server";
import { dayValue } from "~/domain/webinars/registration";
import { DEFAULT_TIME_ZONE } from "~/domain/webinars/time-zone";
import type { TimeslotSchedule } from "~/domain/webinars/timeslots";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

/** What the picker's loader gives the view: the schedule and the clock the server used. */
export interface TimeslotPickerData {
  webinarId: string;
  title: string;
  /** Length of one session, minutes; null when the platform does not say. */
  durationMin: number | null;
  /** Who presents the webinar. */
  host: string;
  /** Server clock when rendered, ms since epoch: server and browser compute from it. */
  now: number;
  /** The zone the server renders times in: always UTC (named on the page); the browser then shows its own. */
  timeZone: string;
  schedule: TimeslotSchedule;
  /** A day chosen through `?day=` (links and the GET form without JavaScript), or null. */
  day: string | null;
}

/**
 * Server part of `timeslot_picker`: the webinar's schedule (getWebinarSettings, cached),
 * the server clock, and a day chosen with `?day=`. A failed or empty fetch is logged and
 * answered with null: the picker then shows that no times are open, never an error (docs/product/webinars.md
 * "Timeslot fetch failure: silently ignored"). The page is the same for every visitor: the
 * server renders the times in UTC from the clock of its render, and the browser recomputes them
 * from the schedule in the visitor's own zone and clock (`useDisplayTimeZone`); the action
 * checks the posted slot against the schedule again.
 */
export default defineBlockLoader(schema, async (blok, context): Promise<TimeslotPickerData | null> => {
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
    durationMin: webinar.duration,
    host: webinar.author.name,
    now: Date.now(),
    timeZone: DEFAULT_TIME_ZONE,
    schedule: webinar.settings.schedule,
    day: dayValue(new URL(context.request.url).searchParams.get("day")),
  };
});
