import { RichText } from "~/blocks/RichText";
import { blockProps } from "../block-props";
import type { BlockViewProps } from "../types";
import type { schema } from "./schema";

/** `rich_text`: Storyblok rich text, rendered as sanitised React elements. */
export default function RichTextBlock({ blok }: BlockViewProps<typeof schema>) {
  return (
    <div {...blockProps(blok)} className={blok.width === "narrow" ? "mx-auto max-w-3xl" : ""}>
      <RichText document={blok.text} className="prose-content" />
    </div>
  );
}
