import { fetchQuestsByCategory, fetchRecommendedQuests, fetchUpcomingQuests, searchQuests } from "~/services/platform/catalogue.server";
import type { Quest } from "~/services/platform/entities";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

/**
 * Server part of `quest_list`: one platform call chosen by the blok's `source`, with the
 * member's token when signed in (owned quests, personal recommendations):
 * - `category` — fetchQuestsByCategory(category_id, languages, membership);
 * - `search` — quests by category, language, membership and `search` text;
 * - `upcoming` — quests whose next release is ahead;
 * - `recommended` — recommendedQuests(count): personal for members.
 * A failure throws; `runBlockLoaders` logs it and the view shows the "unavailable" note (docs/product/failures-and-limits.md).
 */
export default defineBlockLoader(schema, async (blok, context): Promise<{ quests: Quest[] }> => {
  const viewer = { accessToken: context.accessToken };
  const { languages, membership, count } = blok;
  switch (blok.source) {
    case "category":
      return { quests: (await fetchQuestsByCategory({ categoryId: blok.category_id ?? "", languages, membership, first: count }, viewer)).slice(0, count) };
    case "search":
      return { quests: (await searchQuests({ categoryId: blok.category_id, languages, membership, search: blok.search }, viewer, count)).slice(0, count) };
    case "upcoming":
      return { quests: await fetchUpcomingQuests({ languages, first: count }, viewer) };
    case "recommended":
      return { quests: await fetchRecommendedQuests(count, viewer) };
  }
});
