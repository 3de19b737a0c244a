import type { BlockViewProps } from "../types";
import type { schema } from "./schema";
import { BlokList } from "../BlokView";
import { blockProps } from "../block-props";

/** Renders one `<div>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "div";

/** `page`: the root blok of a story; renders its body. */
export default function Page({ blok }: BlockViewProps<typeof schema>) {
  return (
    <div {...blockProps(blok)}>
      <BlokList bloks={blok.body} />
    </div>
  );
}
