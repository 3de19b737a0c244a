import { z } from "zod";
import { optionalText } from "../../block-kit/schema";

/** `phone_input` fields: label, hint, whether the number is required, and a fallback country. */
export const schema = z
  .object({
    label: optionalText,
    hint: optionalText,
    required: z.boolean().optional().default(true),
    /** Country to preselect when the visitor's location is unknown (alpha-2). */
    default_country: optionalText,
  })
  .passthrough();
