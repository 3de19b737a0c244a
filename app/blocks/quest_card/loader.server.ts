import { fetchQuestById } from "~/services/platform/catalogue.server";
import type { Quest } from "~/services/platform/entities";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

/** Server part of `quest_card`: fetchQuestById; drafts and archived quests count as missing. */
export default defineBlockLoader(schema, async (blok, context): Promise<{ quest: Quest | null }> => {
  const quest = await fetchQuestById(blok.quest_id, { accessToken: context.accessToken });
  return { quest: quest?.status === "published" ? quest : null };
});
