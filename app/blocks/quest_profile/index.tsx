import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type loader from "./loader.server";
import type { schema } from "./schema";
import { QuestProfile } from "./QuestProfile";

/** `quest_profile`: a quest's page, from the platform (docs/product/learning-catalogue.md#quest-pages). */
export default function QuestProfileBlock({ blok }: BlockViewProps<typeof schema>) {
  const data = useBlockData<typeof loader>(blok);
  if (!data) return null;
  return (
    <div {...blockProps(blok)}>
      <QuestProfile data={data} />
    </div>
  );
}

/** Static once the quest was found (else it renders nothing): a first visit gets it as HTML (docs/decisions/0019). */
export const staticTag = (blok: BlockViewProps<typeof schema>["blok"], blockData: Readonly<Record<string, unknown>>) => (blockData[blok._uid] ? "div" : null);

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["catalogue"];
