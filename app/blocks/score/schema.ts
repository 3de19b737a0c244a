import { z } from "zod";
import { optionalText } from "../schema";
import { sitePathField } from "../catalogue-fields";

/** `score` fields: an optional title and the quiz page for members without an assessment. */
export const schema = z
  .object({
    title: optionalText,
    quiz_path: sitePathField("/assessment"),
  })
  .passthrough();
