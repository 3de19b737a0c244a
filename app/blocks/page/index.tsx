import type { BlockViewProps } from "../types";
import type { schema } from "./schema";
import { BlokList } from "../BlokView";
import { blockProps } from "../block-props";

/** `page`: the root blok of a story; renders its body. */
export default function Page({ blok }: BlockViewProps<typeof schema>) {
  return (
    <div {...blockProps(blok)}>
      <BlokList bloks={blok.body} />
    </div>
  );
}
