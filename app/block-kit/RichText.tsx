import { useSiteLinkClick } from "~/components/site-link-click";
import { BlokList } from "./BlokView";
import type { BlokBase } from "./types";

/** A run of rendered rich text (sanitised HTML) or the bloks of a `blok` node placed in the text. */
export type RichTextPart = { html: string } | { bloks: BlokBase[] };

/** A rich text field after validation (`content/rich-text`): its parts, in order. */
export interface RichTextValue {
  type?: "doc";
  parts?: RichTextPart[];
}

/**
 * Shows a rich text field: its HTML, rendered and sanitised where the story was validated,
 * and the bloks placed in it (through their views). Clicks on links to this site navigate
 * client-side, like the site's other links.
 */
export function RichText({ document, className }: { document: RichTextValue | undefined; className?: string }) {
  const onClick = useSiteLinkClick();
  const parts = document?.parts ?? [];
  if (parts.length === 0) return null;
  const [only] = parts;
  if (parts.length === 1 && only && "html" in only) {
    return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: only.html }} />;
  }
  return (
    <div onClick={onClick}>
      {parts.map((part, index) =>
        "html" in part ? (
          <div key={index} className={className} dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <BlokList key={index} bloks={part.bloks} />
        ),
      )}
    </div>
  );
}
