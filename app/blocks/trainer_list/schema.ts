import { z } from "zod";
import { option, optionalText } from "../../block-kit/schema";
import { countField } from "../../block-kit/catalogue-fields";

/** `trainer_list` fields. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    /** Storyblok boolean: only featured trainers. */
    featured_only: z.boolean().optional().default(false),
    count: countField(8, 24),
    columns: option(["3", "4"], "4"),
  })
  .passthrough();
