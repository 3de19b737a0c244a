import { BlokList } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** One `<div>` (laid out as its children alone) and nothing interactive: static HTML (docs/decisions/0019). */
export const staticTag = "div";

/** `experiment_variant`: the bloks one variant of an experiment shows (rendered by `experiment`). */
export default function ExperimentVariant({ blok }: BlockViewProps<typeof schema>) {
  return (
    <div {...blockProps(blok)} className="contents">
      <BlokList bloks={blok.body} />
    </div>
  );
}
