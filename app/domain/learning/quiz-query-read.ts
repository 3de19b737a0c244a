import { z } from "zod";
import { QUIZ_PARAMS, QUIZ_STEPS, type QuizArea, type QuizNotice, type QuizState, type QuizStep } from "./quiz-query";
import { selectionFromList } from "./selection";

/** Longest id and most values read from a URL: anything beyond is ignored, never an error. */
const MAX_ID_LENGTH = 100;
const MAX_VALUES = 20;

const idList = z.array(z.string()).transform((values) => values.slice(0, MAX_VALUES).filter((v) => v.length > 0 && v.length <= MAX_ID_LENGTH));

const querySchema = z.object({
  step: z.enum(QUIZ_STEPS).catch("areas"),
  areas: idList,
  outcomes: idList,
});

/**
 * Reads the quiz state from a page's query. Garbage never throws: an unknown step is the
 * first step, unknown or repeated ids are ignored, past 3 choices the rest are dropped with
 * notice `limit` (and the quiz stays on that step), and a later step without the choices it
 * needs falls back to the step that asks for them.
 */
export function readQuizQuery(search: URLSearchParams, areas: readonly QuizArea[]): QuizState {
  const query = querySchema.parse({
    step: search.get(QUIZ_PARAMS.step) ?? undefined,
    areas: search.getAll(QUIZ_PARAMS.area),
    outcomes: search.getAll(QUIZ_PARAMS.outcome),
  });
  const area = selectionFromList(query.areas, new Set(areas.map((a) => a.id)));
  const chosenAreas = areas.filter((a) => area.selected.includes(a.id));
  const outcome = selectionFromList(query.outcomes, new Set(chosenAreas.flatMap((a) => a.outcomes.map((o) => o.id))));
  const state = (step: QuizStep, notice: QuizNotice | null): QuizState => ({ step, areaIds: area.selected, outcomeIds: outcome.selected, notice });

  if (area.refused) return state("areas", "limit");
  if (query.step === "areas") return state("areas", null);
  if (area.selected.length === 0) return state("areas", "chooseArea");
  if (outcome.refused) return state("outcomes", "limit");
  if (query.step === "outcomes") return state("outcomes", null);
  if (outcome.selected.length === 0) return state("outcomes", "chooseOutcome");
  return state("results", null);
}
