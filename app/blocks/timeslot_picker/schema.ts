import { z } from "zod";
import { text } from "../../block-kit/schema";

/**
 * Fields of a `timeslot_picker` blok (docs/product/webinars.md). They map to the
 * picker rules of `~/domain/webinars/timeslots` through `pickerInput` (`./fields`), shared by the view
 * and the `registration_form` action, so both offer exactly the same slots.
 */
const flag = z
  .union([z.boolean(), z.literal("")])
  .optional()
  .transform((v) => v === true);

export const schema = z
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

export type TimeslotPickerBlok = z.infer<typeof schema>;

/** Query parameters this block reads: only declared parameters vary a stored page (domain/routing/page-query.ts). */
export const queryParams: readonly string[] = ["day"];
