import { z } from "zod";
import { datetime, multilink, optionalText, text } from "../schema";
import { countField } from "../catalogue-fields";

/**
 * `add_to_calendar` fields: the event, starting at the slot in the query parameter
 * `start_param` (e.g. `?slot=`) or at the fixed `start`.
 */
export const schema = z
  .object({
    heading: optionalText,
    title: text,
    description: optionalText,
    join_link: multilink.optional(),
    start: datetime,
    start_param: optionalText,
    duration_minutes: countField(60, 1440),
  })
  .passthrough();
