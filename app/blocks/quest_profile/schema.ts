import { z } from "zod";
import { optionalText } from "../../block-kit/schema";

/**
 * `quest_profile` fields: the quest's platform id; empty on a quest page (`quests/{id}`),
 * whose own slug names the quest.
 */
export const schema = z
  .object({
    slug: optionalText.refine((slug) => !slug || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug), "must be a quest's id such as back-from-burnout"),
  })
  .passthrough();
