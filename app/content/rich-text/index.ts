import { normalizeRichText } from "./normalize";
import { renderRichTextParts } from "./render";
import type { Language } from "~/i18n/languages";
import type { RichTextValue } from "~/block-kit/RichText";

/** A rendered rich-text field and what had to be repaired in it (flagged in preview). */
export interface RenderedRichText {
  value: RichTextValue;
  issues: string[];
}

/**
 * A Storyblok rich text document as the page shows it, rendered where the story is validated
 * (the server; the visual editor's live preview): normalised (`content/rich-text/normalize.ts`:
 * every node and mark of Storyblok's schema, attributes sanitised) and rendered to HTML through
 * React (`content/rich-text/render.tsx`), split around `blok` nodes. Browsers receive the HTML
 * and download no rich-text renderer. Never throws: a malformed document renders what
 * text it has, and each repair is listed in `issues`.
 */
export function renderRichText(document: unknown, lang: Language): RenderedRichText {
  const { nodes, issues } = normalizeRichText(document);
  return { value: { type: "doc", parts: renderRichTextParts(nodes, lang) }, issues };
}
