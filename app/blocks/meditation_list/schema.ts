import { z } from "zod";
import { multilink, option, optionalText } from "../../block-kit/schema";
import { countField } from "../../block-kit/catalogue-fields";

/**
 * `meditation_list` fields: one duration bucket, `less_than_5_mins`, `less_than_20_mins` or
 * `greater_than_20_mins`.
 */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    duration_bucket: option(["less_than_5_mins", "less_than_20_mins", "greater_than_20_mins"], "less_than_20_mins"),
    count: countField(4, 12),
    /** Where a meditation card leads (the site has no meditation pages: the app's meditation library); empty: cards are not links. */
    meditation_link: multilink,
  })
  .passthrough();
