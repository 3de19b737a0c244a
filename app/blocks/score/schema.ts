import { z } from "zod";
import { optionalText } from "../../block-kit/schema";
import { sitePathField } from "../../block-kit/catalogue-fields";

/** `score` fields: an optional title and the quiz page for members without an assessment. */
export const schema = z
  .object({
    title: optionalText,
    quiz_path: sitePathField("/assessment"),
  })
  .passthrough();
