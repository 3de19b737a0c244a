/**
 * Growth-area and outcome selection (docs/product/learning-catalogue.md#assessment-quiz-assessment): a visitor adds
 * choices until {@link MAX_SELECTIONS} are chosen, choosing a chosen one again removes it,
 * and a further choice is refused with {@link SELECTION_LIMIT_MESSAGE}. The same rule applies
 * to outcomes. Pure: no I/O, ids are opaque strings.
 */

/** At most 3 growth areas and 3 outcomes (docs/product/learning-catalogue.md). */
export const MAX_SELECTIONS = 3;

/**
 * The limit message of docs/product/learning-catalogue.md, word for word. Shown translated through the `quiz.limitReached` interface string,
 * whose English text is exactly this (checked by a unit test).
 */
export const SELECTION_LIMIT_MESSAGE = "You have selected 3 options already.";

export interface SelectionResult {
  /** The choices after the toggle, in the order they were chosen. */
  selected: string[];
  /** True when the choice was refused because `max` were already chosen (selection unchanged). */
  refused: boolean;
}

/**
 * Toggles `id`: removes it when chosen, adds it at the end when fewer than `max` are chosen,
 * otherwise refuses it (docs/product/learning-catalogue.md). Never mutates `selected`.
 */
export function toggleSelection(selected: readonly string[], id: string, max: number = MAX_SELECTIONS): SelectionResult {
  if (selected.includes(id)) return { selected: selected.filter((chosen) => chosen !== id), refused: false };
  if (selected.length >= max) return { selected: [...selected], refused: true };
  return { selected: [...selected, id], refused: false };
}

/**
 * Reads a selection sent as a list (e.g. repeated `?area=` query values, in order): values
 * not in `known` are ignored, repeats count once, and values past the `max`-th distinct one
 * are refused — as if each had been chosen in turn with {@link toggleSelection} (a repeat is
 * never a removal here: a URL lists what is chosen, not clicks).
 */
export function selectionFromList(values: readonly string[], known: ReadonlySet<string>, max: number = MAX_SELECTIONS): SelectionResult {
  let selected: string[] = [];
  let refused = false;
  for (const value of values) {
    if (!known.has(value) || selected.includes(value)) continue;
    const next = toggleSelection(selected, value, max);
    selected = next.selected;
    refused ||= next.refused;
  }
  return { selected, refused };
}
