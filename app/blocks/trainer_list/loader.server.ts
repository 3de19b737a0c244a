import { fetchAuthors } from "~/services/platform/catalogue.server";
import type { AuthorSummary } from "~/services/platform/entities";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

/** Server part of `trainer_list`: the authors list (optionally featured only), first `count`. */
export default defineBlockLoader(schema, async (blok): Promise<{ authors: AuthorSummary[] }> => {
  const { featured_only, count } = blok;
  return { authors: await fetchAuthors({ featured: featured_only || undefined, first: count }) };
});
