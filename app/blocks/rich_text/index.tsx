import { z } from "zod";
import { defineBlock } from "../types";
import { option, richtext } from "../schema";
import { blockProps } from "../BlokView";
import { RichText } from "~/components/RichText";

/** `rich_text`: Storyblok rich text, rendered as sanitised React elements. */
export const rich_text = defineBlock(
  z.object({ text: richtext, width: option(["narrow", "wide"], "narrow") }).passthrough(),
  function RichTextBlock({ blok }) {
    return (
      <div {...blockProps(blok)} className={blok.width === "narrow" ? "mx-auto max-w-3xl" : ""}>
        <RichText document={blok.text} className="prose-content" />
      </div>
    );
  },
);
