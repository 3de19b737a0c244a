import { RichText } from "~/block-kit/RichText";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** Renders one `<div>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "div";

/** `rich_text`: Storyblok rich text, rendered as sanitised React elements. */
export default function RichTextBlock({ blok }: BlockViewProps<typeof schema>) {
  return (
    <div {...blockProps(blok)} className={blok.width === "narrow" ? "mx-auto max-w-3xl" : ""}>
      <RichText document={blok.text} className="prose-content" />
    </div>
  );
}
