import type { QuizState } from "~/domain/learning/quiz-query";
import type { GrowthArea, Meditation, Quest } from "~/services/platform/entities";

/**
 * What the `assessment_quiz` loader gives its view: the growth areas to choose from, the
 * quiz state read from the page URL, and on the results step the recommendations after the
 * rules of docs/product/learning-catalogue.md (`"unavailable"` when the platform failed to answer them).
 */
export interface AssessmentQuizData {
  areas: GrowthArea[];
  state: QuizState;
  results: { quests: Quest[]; meditations: Meditation[] } | "unavailable" | null;
}
