import { z } from "zod";
import { optionalText } from "../schema";

/** `assessment_quiz` fields: an optional title and intro above the quiz. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
  })
  .passthrough();
