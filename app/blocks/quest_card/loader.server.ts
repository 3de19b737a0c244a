import type { BlockServerDefinition } from "../server";
import { fetchQuestById } from "~/services/platform/catalogue.server";
import { questCardSchema, type QuestCardData } from "./index";

/** Server part of `quest_card`: fetchQuestById; drafts and archived quests count as missing. */
export const questCardServer: BlockServerDefinition = {
  async loader(raw, context): Promise<QuestCardData> {
    const { quest_id } = questCardSchema.parse(raw);
    const quest = await fetchQuestById(quest_id, { accessToken: context.accessToken });
    return { quest: quest?.status === "published" ? quest : null };
  },
};
