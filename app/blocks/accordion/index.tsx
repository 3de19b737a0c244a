import { useTextDirection } from "~/components/page-context";
import { BlokList } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** Renders one `<div>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "div";

/** `accordion`: a list of `accordion_item`s; native `<details>`, so keyboard and screen readers work without JavaScript. */
export default function Accordion({ blok }: BlockViewProps<typeof schema>) {
  const dir = useTextDirection();
  return (
    <div {...blockProps(blok)} className="mx-auto max-w-3xl">
      {blok.title && (
        <h2 dir={dir(blok.title)} className="mb-6 text-2xl font-bold tracking-tight">
          {blok.title}
        </h2>
      )}
      <div className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white text-ink-900">
        <BlokList bloks={blok.items} />
      </div>
    </div>
  );
}
