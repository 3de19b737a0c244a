import { BlokList } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** Renders one `<div>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "div";

/** `footer_column`: a titled list of `nav_item`s in the footer. */
export default function FooterColumn({ blok }: BlockViewProps<typeof schema>) {
  return (
    <div {...blockProps(blok)}>
      <h2 className="text-sm font-semibold uppercase tracking-widest text-ink-300">{blok.title}</h2>
      <ul className="mt-4 space-y-1 [&_a]:px-0 [&_a]:text-ink-100 [&_a:hover]:bg-transparent [&_a:hover]:text-white">
        <BlokList bloks={blok.links} />
      </ul>
    </div>
  );
}
