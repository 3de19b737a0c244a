import { z } from "zod";
import { bloks, text } from "../../block-kit/schema";

/**
 * `experiment_variant` fields: the variant's `name` (shown in reports; its id in cookies and
 * events is the name in lowercase with dashes), its `weight` (a share of the traffic relative
 * to the other variants', 0–100; empty = 50) and the bloks it shows (docs/product/experiments.md).
 */
export const schema = z
  .object({
    name: text,
    weight: z
      .union([z.literal(""), z.coerce.number().min(0).max(100)])
      .default(50)
      .transform((v) => (v === "" ? 50 : v)),
    body: bloks,
  })
  .passthrough();
