import { z } from "zod";
import { optionalText } from "../../block-kit/schema";

/** `assessment_quiz` fields: an optional title and intro above the quiz. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
  })
  .passthrough();

/**
 * Query parameters this block reads (domain/learning/quiz-query.ts's QUIZ_PARAMS, spelt out so the view's
 * chunk keeps that module): only declared parameters vary a stored page (domain/routing/page-query.ts).
 */
export const queryParams: readonly string[] = ["step", "area", "outcome"];
