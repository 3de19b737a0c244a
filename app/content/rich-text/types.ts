import type { MultilinkLike } from "~/domain/routing/links";
import type { Alignment } from "./css";

/** The normalised rich-text tree (`normalize.ts` builds it, `render.tsx` renders it). */

/** Block and inline nodes rendered as elements (Storyblok's names; tiptap's camelCase names are aliases). */
export type ElementType =
  | "paragraph"
  | "heading"
  | "bullet_list"
  | "ordered_list"
  | "list_item"
  | "blockquote"
  | "code_block"
  | "hard_break"
  | "horizontal_rule"
  | "image"
  | "emoji"
  | "table"
  | "tableRow"
  | "tableCell"
  | "tableHeader";

/** Sanitised attributes; each is present only when the document had a valid value. */
export interface CleanAttrs {
  align?: Alignment;
  /** heading level 1–6 */
  level?: number;
  /** ordered list start number */
  start?: number;
  /** code block language, e.g. `js` (rendered as `class="language-js"`) */
  language?: string;
  colspan?: number;
  rowspan?: number;
  /** column widths in px */
  colwidth?: number[];
  /** cell background or text colour, re-serialised by `cssColor` */
  background?: string;
  color?: string;
  src?: string;
  alt?: string;
  title?: string;
  /** emoji: its name, character and image */
  name?: string;
  emoji?: string;
  fallbackImage?: string;
}

export interface ElementNode {
  type: ElementType;
  attrs: CleanAttrs;
  content: RichNode[];
}

export type Mark =
  | { type: "bold" | "italic" | "strike" | "underline" | "code" | "superscript" | "subscript" }
  | { type: "highlight"; color?: string }
  | { type: "textStyle"; color?: string }
  | { type: "styled"; className?: string }
  | { type: "anchor"; id: string }
  | { type: "link"; link: MultilinkLike; title?: string; rel?: string };

export interface TextNode {
  type: "text";
  text: string;
  marks: Mark[];
}

/** A `blok` node: Storyblok components placed in the text (already validated by the walker). */
export interface BlokNode {
  type: "blok";
  bloks: Record<string, unknown>[];
}

export type RichNode = ElementNode | TextNode | BlokNode;

export interface NormalizedRichText {
  nodes: RichNode[];
  /** What was repaired, for the preview's problem list (at most {@link MAX_ISSUES}). */
  issues: string[];
}

/** Records one repair made while normalising (shown in preview; at most `MAX_ISSUES` are kept). */
export type Note = (issue: string) => void;
