import { z } from "zod";
import { defineBlock } from "../types";
import { text } from "../schema";
import { blockProps } from "../BlokView";
import { useBlockData, usePageContext } from "../context";
import { QuestCard } from "~/components/catalogue/QuestCard";
import type { Quest } from "~/services/platform/entities";

/**
 * `quest_card`: one quest, chosen by its platform id (fetchQuestById, SPEC §7), as a card.
 * An unknown id or a failed fetch renders nothing for visitors and a note in the preview.
 */
export const questCardSchema = z.object({ quest_id: text }).passthrough();

export interface QuestCardData {
  quest: Quest | null;
}

export const quest_card = defineBlock(questCardSchema, function QuestCardBlock({ blok }) {
  const data = useBlockData<QuestCardData>(blok._uid);
  const { preview } = usePageContext();
  if (!data?.quest) {
    return preview ? (
      <p {...blockProps(blok)} className="rounded-xl border border-dashed border-amber-500 p-4 text-sm text-amber-900">
        quest_card: no published quest “{blok.quest_id}”.
      </p>
    ) : null;
  }
  return (
    <div {...blockProps(blok)} className="max-w-sm">
      <QuestCard quest={data.quest} />
    </div>
  );
});
