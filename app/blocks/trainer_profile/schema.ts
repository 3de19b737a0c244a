import { z } from "zod";
import { optionalText } from "../../block-kit/schema";

/**
 * `trainer_profile` fields: the trainer's platform slug; empty on a trainer page
 * (`trainers/{slug}`), whose own slug names the trainer.
 */
export const schema = z
  .object({
    slug: optionalText.refine((slug) => !slug || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug), "must be a trainer's slug such as amara-okafor"),
  })
  .passthrough();
