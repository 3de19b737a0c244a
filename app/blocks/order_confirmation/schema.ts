import { z } from "zod";
import { optionalText } from "../../block-kit/schema";

/** `order_confirmation` fields: heading copy and the support address shown when things go wrong. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    support_email: z
      .string()
      .optional()
      .transform((v) => v?.trim() || "support@brightpath.example")
      .pipe(z.string().email()),
  })
  .passthrough();
