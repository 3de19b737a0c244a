import { z } from "zod";
import { datetime, multilink, optionalText } from "../schema";
import { countField } from "../catalogue-fields";

/** Seconds to count down when neither `until_param` nor `until` gives a target (SPEC §9). */
export const DEFAULT_REDIRECT_SECONDS = 30;

/**
 * `countdown` fields. The target is, in order: the instant in the query parameter
 * `until_param`, the `until` date, or `seconds` after the page loads.
 */
export const schema = z
  .object({
    title: optionalText,
    until: datetime,
    until_param: optionalText,
    seconds: countField(DEFAULT_REDIRECT_SECONDS, 86_400),
    redirect: multilink.optional(),
    link_label: optionalText,
  })
  .passthrough();
