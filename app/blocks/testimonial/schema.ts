import { z } from "zod";
import { asset, optionalText, text } from "../../block-kit/schema";

/** `testimonial` fields: quote, name, optional role, avatar and 1–5 star rating ("" = none). */
export const schema = z
  .object({
    quote: text,
    name: text,
    role: optionalText,
    avatar: asset.optional(),
    rating: z
      .union([z.coerce.number().int().min(1).max(5), z.literal("")])
      .optional()
      .transform((v) => (v === "" ? undefined : v)),
  })
  .passthrough();
