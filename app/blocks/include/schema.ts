import { z } from "zod";
import { blokRef } from "../../block-kit/schema";

/**
 * `include` fields: `template`, the resolved story (by `resolve_relations=include.template`)
 * or its bare uuid when the relation was not resolved.
 */
export const schema = z
  .object({
    template: z.union([z.object({ uuid: z.string(), full_slug: z.string().optional(), content: blokRef }).passthrough(), z.string()]),
  })
  .passthrough();
