import { z } from "zod";
import { datetime, multilink, optionalText, SLOT_PARAMS, slotParam } from "../../block-kit/schema";
import { countField } from "../../block-kit/catalogue-fields";

/** Seconds to count down when neither `until_param` nor `until` gives a target (docs/product/webinars.md). */
export const DEFAULT_REDIRECT_SECONDS = 30;

/**
 * `countdown` fields. The target is, in order: the instant in the query parameter
 * `until_param`, the `until` date, or `seconds` after the page loads.
 */
export const schema = z
  .object({
    title: optionalText,
    until: datetime,
    until_param: slotParam,
    seconds: countField(DEFAULT_REDIRECT_SECONDS, 86_400),
    redirect: multilink.optional(),
    link_label: optionalText,
  })
  .passthrough();

/** Query parameters this block reads: only declared parameters vary a stored page (domain/routing/page-query.ts). */
export const queryParams: readonly string[] = SLOT_PARAMS;
