import type { BlockServerDefinition } from "../server";
import { fetchQuestsByCategory, fetchRecommendedQuests, fetchUpcomingQuests, searchQuests } from "~/services/platform/catalogue.server";
import { questListSchema, type QuestListData } from "./index";

/**
 * Server part of `quest_list`: one platform call chosen by the blok's `source`, with the
 * member's token when signed in (owned quests, personal recommendations). A failure throws;
 * `runBlockLoaders` logs it and the view shows the "unavailable" note (SPEC §8).
 */
export const questListServer: BlockServerDefinition = {
  async loader(raw, context): Promise<QuestListData> {
    const blok = questListSchema.parse(raw);
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
  },
};
