/**
 * The assessment quiz's place and choices in the page URL: every step is
 * a URL, so the quiz works without JavaScript, the back button works and results can be
 * shared. `?step=areas|outcomes|results&area=<growth area id>…&outcome=<outcome id>…`
 * (repeated parameters, in the order chosen). Other parameters of the page are left alone.
 * Reading a URL into a state (with zod, on the server) is `quiz-query-read.ts`.
 */
export const QUIZ_STEPS = ["areas", "outcomes", "results"] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

export const QUIZ_PARAMS = { step: "step", area: "area", outcome: "outcome" } as const;

/**
 * Why the quiz shows the step it shows, when it is not the one asked for or needs a word:
 * `limit` — more than 3 were sent (the message of docs/product/learning-catalogue.md); `chooseArea` / `chooseOutcome` — a later
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
