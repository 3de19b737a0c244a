import { z } from "zod";
import { selectionFromList } from "./selection";

/**
 * The assessment quiz's place and choices in the page URL (issue 6 point 6): every step is
 * a URL, so the quiz works without JavaScript, the back button works and results can be
 * shared. `?step=areas|outcomes|results&area=<growth area id>…&outcome=<outcome id>…`
 * (repeated parameters, in the order chosen). Other parameters of the page are left alone.
 */
export const QUIZ_STEPS = ["areas", "outcomes", "results"] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

export const QUIZ_PARAMS = { step: "step", area: "area", outcome: "outcome" } as const;

/**
 * Why the quiz shows the step it shows, when it is not the one asked for or needs a word:
 * `limit` — more than 3 were sent (SPEC §5 message); `chooseArea` / `chooseOutcome` — a later
 * step was asked for before choosing anything.
 */
export type QuizNotice = "limit" | "chooseArea" | "chooseOutcome";

export interface QuizState {
  step: QuizStep;
  /** Chosen growth area ids, known ones only, at most 3, in the order chosen. */
  areaIds: string[];
  /** Chosen outcome ids, only outcomes of the chosen areas, at most 3. */
  outcomeIds: string[];
  notice: QuizNotice | null;
}

/** What the quiz needs to know of a growth area to check a URL against it. */
export interface QuizArea {
  id: string;
  outcomes: readonly { id: string }[];
}

/** Longest id and most values read from a URL: anything beyond is ignored, never an error. */
const MAX_ID_LENGTH = 100;
const MAX_VALUES = 20;

const idList = z
  .array(z.string())
  .transform((values) => values.slice(0, MAX_VALUES).filter((v) => v.length > 0 && v.length <= MAX_ID_LENGTH));

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

/**
 * The query string (with its `?`) of a quiz state, keeping `base`'s other parameters
 * (e.g. a preview's `_storyblok`) in their order.
 */
export function quizSearch(base: URLSearchParams, next: { step: QuizStep; areaIds: readonly string[]; outcomeIds: readonly string[] }): string {
  const search = otherParams(base);
  search.set(QUIZ_PARAMS.step, next.step);
  for (const id of next.areaIds) search.append(QUIZ_PARAMS.area, id);
  for (const id of next.outcomeIds) search.append(QUIZ_PARAMS.outcome, id);
  return `?${search.toString()}`;
}

/** The page's parameters that are not the quiz's (kept as hidden fields by the quiz's forms). */
export function otherParams(search: URLSearchParams): URLSearchParams {
  const quizKeys = new Set<string>(Object.values(QUIZ_PARAMS));
  return new URLSearchParams([...search].filter(([key]) => !quizKeys.has(key)));
}
