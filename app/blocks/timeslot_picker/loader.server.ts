import type { BlockServerDefinition } from "../server";
import { logger } from "~/services/logger.server";
import { getWebinarSettings } from "~/services/platform/webinars.server";
import { dayValue } from "~/domain/registration";
import { timeslotPickerSchema, type TimeslotPickerData } from "./fields";

/**
 * Server part of `timeslot_picker`: the webinar's schedule (getWebinarSettings, cached),
 * the server clock and the visitor's zone, and a day chosen with `?day=`. A failed or empty
 * fetch is logged and answered with null: the picker then shows that no times are open,
 * never an error (SPEC §8 "Timeslot fetch failure: silently ignored"). Personal: the
 * options depend on the visitor's time zone and the clock.
 */
export const timeslotPickerServer: BlockServerDefinition = {
  personal: true,
  async loader(raw, context): Promise<TimeslotPickerData | null> {
    const blok = timeslotPickerSchema.parse(raw);
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
};
