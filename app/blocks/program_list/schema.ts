import { z } from "zod";
import { option, optionalText } from "../../block-kit/schema";
import { countField } from "../../block-kit/catalogue-fields";

/**
 * `program_list` fields. `scope` `all_access` lists only all-access programs, `all` every
 * program in the language; `language` is a content language code (default en).
 */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    scope: option(["all", "all_access"], "all"),
    language: z
      .string()
      .optional()
      .transform((v) => (v ? v.trim().toLowerCase() : "en"))
      .pipe(z.string().regex(/^[a-z]{2}$/, "must be a two-letter language code such as en")),
    count: countField(6, 12),
  })
  .passthrough();
