import { assignmentCookieValue, variantId, type Assignment, type ShownExperiment } from "~/domain/experiments/assignment";
import { perContent } from "./per-content";
import { isBlok, type BlokBase } from "./types";

/**
 * The server's side of A/B experiments (docs/product/experiments.md): an `experiment` blok
 * holds two to four `experiment_variant`s, and a page is rendered with one of them, chosen
 * before anything else reads the content so the other variants' loaders never run and their
 * bloks are never sent. The chosen variant is in the HTML: no swap happens in the browser.
 */

/** A variant as the page tells the browser: its id, its name and its weight. */
export interface ExperimentArm {
  id: string;
  name: string;
  weight: number;
}

/** What selection adds to an `experiment` blok for its view: the variant shown and every variant, in order. */
export interface SelectedExperiment {
  shown: string;
  arms: ExperimentArm[];
}

interface ExperimentBlok extends BlokBase {
  key: string;
  name?: string;
  status: "draft" | "running" | "stopped";
  winner?: string;
  variants: BlokBase[];
}

const variantsOf = (blok: Pick<ExperimentBlok, "variants">) =>
  blok.variants.filter((variant): variant is BlokBase & { name: string; weight: number } => variant.component === "experiment_variant");

/** An experiment's variants as arms, in order. */
function armsOf(blok: Pick<ExperimentBlok, "variants">): ExperimentArm[] {
  return variantsOf(blok).map((variant, index) => ({ id: variantId(variant.name) || `variant-${index + 1}`, name: variant.name, weight: variant.weight }));
}

/**
 * The variant an experiment shows: a running one the assignment's (the control when it names
 * none of them), a stopped one its winner, a draft (or a stopped one without a known winner) its control.
 */
function chosenArm(blok: ExperimentBlok, arms: ExperimentArm[], assignment: Assignment): number {
  const wanted = blok.status === "running" ? assignment.get(blok.key) : blok.status === "stopped" ? variantId(blok.winner ?? "") : undefined;
  const index = wanted ? arms.findIndex((arm) => arm.id === wanted) : -1;
  return Math.max(index, 0);
}

const isExperiment = (value: unknown): value is ExperimentBlok => isBlok(value) && value.component === "experiment" && Array.isArray(value.variants);

/** `value` with every experiment reduced to its chosen variant (`preview`: all kept); `value` itself when it holds none. */
function select(value: unknown, assignment: Assignment, preview: boolean): unknown {
  if (Array.isArray(value)) {
    const next = value.map((item) => select(item, assignment, preview));
    return next.some((item, index) => item !== value[index]) ? next : value;
  }
  if (!value || typeof value !== "object") return value;
  if (isExperiment(value)) {
    const arms = armsOf(value);
    const variants = variantsOf(value);
    const index = chosenArm(value, arms, assignment);
    const kept = preview ? variants : variants.slice(index, index + 1);
    const selected: SelectedExperiment = { shown: arms[index]?.id ?? "", arms };
    return { ...value, ...selected, variants: select(kept, assignment, preview) };
  }
  let copy: Record<string, unknown> | null = null;
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (!field || typeof field !== "object") continue;
    const next = select(field, assignment, preview);
    if (next !== field) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return copy ?? value;
}

const selectOnce = perContent((content, variantsOf: string) => {
  const assignment = new Map(variantsOf ? variantsOf.split("|").map((pair) => pair.split(":") as [string, string]) : []);
  return select(content, assignment, false);
});

/**
 * A content tree with each experiment showing the variant `assignment` gives it (see
 * {@link chosenArm}), annotated for its view ({@link SelectedExperiment}). Kept per content
 * object and assignment (`perContent`). `preview`: every variant is kept, for the editor.
 */
export function forAssignment<T>(content: T, assignment: Assignment, preview = false): T {
  if (preview) return select(content, assignment, true) as T;
  return selectOnce(content, assignmentCookieValue(assignment)) as T;
}

/** The running experiments in a content tree, in order: what a stored page varies by (its key and its variants' ids, the control first). */
export const runningExperiments: (content: unknown) => ShownExperiment[] = perContent((content: unknown) => {
  const found: ShownExperiment[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    if (isExperiment(value) && value.status === "running") found.push({ key: value.key, variants: armsOf(value).map((arm) => arm.id) });
    Object.values(value).forEach(walk);
  };
  walk(content);
  return found;
}) as never;
