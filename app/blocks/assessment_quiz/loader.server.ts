import { readQuizQuery } from "~/domain/learning/quiz-query-read";
import { selectRecommendations } from "~/domain/learning/recommendations";
import { fetchAssessmentQuizRecommendations, fetchGrowthAreas } from "~/services/platform/catalogue.server";
import { logger } from "~/services/logger.server";
import { defineBlockLoader } from "../../block-kit/define.server";
import type { AssessmentQuizData } from "./data";
import { schema } from "./schema";

/**
 * How many candidates to ask `assessmentQuizRecommendations` for: enough that after dropping
 * other languages and duplicate first outcomes, 3 quests and 4 meditations over the three
 * duration buckets usually remain (docs/product/learning-catalogue.md).
 */
export const CANDIDATE_LIMIT = 24;

/**
 * Server part of `assessment_quiz`: the growth areas (fetchGrowthAreas; a failure throws and
 * the block shows its unavailable note), the quiz state from the page URL, and on the results
 * step the recommendations for the chosen outcomes, with the member's token when signed in.
 * A failed recommendations call is logged and answered `"unavailable"`: the quiz stays usable.
 */
export default defineBlockLoader(schema, async (_blok, context): Promise<AssessmentQuizData> => {
  const areas = await fetchGrowthAreas();
  const state = readQuizQuery(new URL(context.request.url).searchParams, areas);
  if (state.step !== "results") return { areas, state, results: null };
  try {
    const answer = await fetchAssessmentQuizRecommendations(
      { outcomeIds: state.outcomeIds, questLimit: CANDIDATE_LIMIT, meditationLimit: CANDIDATE_LIMIT },
      { accessToken: context.accessToken },
    );
    const chosen = selectRecommendations(answer);
    return { areas, state, results: { quests: chosen.quests.map((r) => r.quest), meditations: chosen.meditations.map((r) => r.meditation) } };
  } catch (error) {
    logger.error("quiz-recommendations-failed", { outcomes: state.outcomeIds, error });
    return { areas, state, results: "unavailable" };
  }
});
