import { usePageContext } from "~/components/page-context";
import { QuestCard } from "~/components/catalogue/QuestCard";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type loader from "./loader.server";
import type { schema } from "./schema";

/**
 * `quest_card`: one quest, chosen by its platform id (fetchQuestById, docs/product/learning-catalogue.md), as a card.
 * An unknown id or a failed fetch renders nothing for visitors and a note in the preview.
 */
export default function QuestCardBlock({ blok }: BlockViewProps<typeof schema>) {
  const data = useBlockData<typeof loader>(blok);
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
}

/** Static once its quest was found (else it renders nothing): a first visit gets it as HTML (docs/decisions/0019). */
export const staticTag = (blok: BlockViewProps<typeof schema>["blok"], blockData: Readonly<Record<string, unknown>>) => {
  const data = blockData[blok._uid];
  return typeof data === "object" && data !== null && "quest" in data && data.quest ? "div" : null;
};

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["catalogue"];
