import { BlokList } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

const COLUMNS = {
  "2": "md:grid-cols-2",
  "3": "md:grid-cols-2 lg:grid-cols-3",
  "4": "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Renders one `<div>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "div";

/** `grid`: lays its `columns` bloks out in 2–4 responsive columns (one column on phones). */
export default function Grid({ blok }: BlockViewProps<typeof schema>) {
  return (
    <div {...blockProps(blok)} className={`grid grid-cols-1 gap-6 ${COLUMNS[blok.column_count]}`}>
      <BlokList bloks={blok.columns} />
    </div>
  );
}
