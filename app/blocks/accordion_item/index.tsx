import { RichText } from "~/block-kit/RichText";
import { useTextDirection } from "~/components/page-context";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** Renders one `<details>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "details";

/** `accordion_item`: one question and its answer. */
export default function AccordionItem({ blok }: BlockViewProps<typeof schema>) {
  const dir = useTextDirection();
  return (
    <details {...blockProps(blok)} className="group px-5 py-1">
      <summary
        dir={dir(blok.title)}
        className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
      >
        {blok.title}
        <span aria-hidden="true" className="text-2xl text-brand-600 transition group-open:rotate-45">
          +
        </span>
      </summary>
      <RichText document={blok.content} className="prose-content pb-4 text-ink-700" />
    </details>
  );
}
