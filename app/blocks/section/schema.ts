import { z } from "zod";
import { bloks, option, optionalText } from "../../block-kit/schema";

/** `section` fields: optional title and intro, nested bloks, background, anchor. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    body: bloks,
    background: option(["white", "muted", "brand", "dark"], "white"),
    anchor: z
      .string()
      .regex(/^[a-z0-9-]*$/i, "anchor must be letters, digits and dashes")
      .optional(),
  })
  .passthrough();
