import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type loader from "./loader.server";
import type { schema } from "./schema";
import { TrainerProfile } from "./TrainerProfile";

/** `trainer_profile`: a trainer's profile, quests and programs (docs/product/learning-catalogue.md#trainer-pages). */
export default function TrainerProfileBlock({ blok }: BlockViewProps<typeof schema>) {
  const trainer = useBlockData<typeof loader>(blok);
  if (!trainer) return null;
  return (
    <div {...blockProps(blok)}>
      <TrainerProfile trainer={trainer} />
    </div>
  );
}

/** Static once the trainer was found (else it renders nothing): a first visit gets it as HTML (docs/decisions/0019). */
export const staticTag = (blok: BlockViewProps<typeof schema>["blok"], blockData: Readonly<Record<string, unknown>>) => (blockData[blok._uid] ? "div" : null);

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["catalogue"];
