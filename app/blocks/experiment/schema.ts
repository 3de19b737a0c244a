import { z } from "zod";
import { bloks, option, optionalText, text } from "../../block-kit/schema";
import { ID_PATTERN } from "~/domain/experiments/cookies";

/** An experiment's life: a draft shows the control, a running one splits traffic, a stopped one shows its winner. */
export const EXPERIMENT_STATUSES = ["draft", "running", "stopped"] as const;

/**
 * `experiment` fields (docs/product/experiments.md): the tested part of a page. `key` names it
 * in cookies, caches and reports and must not change while it runs; `variants` are two to four
 * `experiment_variant`s, the first the control; `winner` names the variant everyone sees once stopped.
 */
export const schema = z
  .object({
    key: text.pipe(z.string().max(64).regex(ID_PATTERN, "key must be lowercase letters, digits and single dashes")),
    name: optionalText,
    status: option(EXPERIMENT_STATUSES, "draft"),
    winner: optionalText,
    variants: bloks.refine((list) => list.length >= 2 && list.length <= 4, "an experiment needs two to four variants"),
  })
  .passthrough();
