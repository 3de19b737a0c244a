import { z } from "zod";
import { datetime, multilink, optionalText, SLOT_PARAMS, slotParam, text } from "../../block-kit/schema";
import { countField } from "../../block-kit/catalogue-fields";

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
    start_param: slotParam,
    duration_minutes: countField(60, 1440),
  })
  .passthrough();

/** Query parameters this block reads: only declared parameters vary a stored page (domain/routing/page-query.ts). */
export const queryParams: readonly string[] = SLOT_PARAMS;
