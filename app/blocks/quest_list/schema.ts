import { z } from "zod";
import { option, optionalText } from "../../block-kit/schema";
import { countField, languagesField, membershipField } from "../../block-kit/catalogue-fields";

/**
 * `quest_list` fields. `source` picks the platform call (see `loader.server.ts`);
 * `category` needs a `category_id`.
 */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    source: option(["category", "search", "upcoming", "recommended"], "category"),
    category_id: optionalText,
    languages: languagesField,
    membership: membershipField,
    search: optionalText,
    count: countField(8, 24),
    columns: option(["3", "4"], "4"),
  })
  .passthrough()
  .superRefine((blok, ctx) => {
    if (blok.source === "category" && !blok.category_id)
      ctx.addIssue({ code: "custom", path: ["category_id"], message: "is required when the source is a category" });
  });
