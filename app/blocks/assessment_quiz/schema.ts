import { z } from "zod";
import { optionalText } from "../schema";
import { QUIZ_PARAMS } from "~/domain/quiz-query";

/** `assessment_quiz` fields: an optional title and intro above the quiz. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
  })
  .passthrough();

/** Query parameters this block reads: only declared parameters vary a stored page (domain/page-query.ts). */
export const queryParams: readonly string[] = Object.values(QUIZ_PARAMS);
