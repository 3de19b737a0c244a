import { attrsOf } from "./attributes";
import { markOf } from "./marks";
import { isRecord, type Raw } from "./values";
import { asParagraphs, element, inlineOnly, isBlock, wrapStrays } from "./structure";
import type { ElementType, Mark, NormalizedRichText, RichNode } from "./types";

/**
 * Storyblok rich text (the JSON of `@storyblok/richtext`'s schema) normalised into a tree
 * the renderer can always render: every node and mark Storyblok's editor produces, with
 * attributes reduced to typed, sanitised values (`attributes.ts`, `marks.ts`). Anything else is
 * repaired, never fatal: unknown nodes keep their text, unknown marks are ignored, invalid
 * attribute values are dropped; each repair is reported as an issue (flagged in preview). No word is
 * lost: the text of unknown nodes and nested documents is rendered as plain paragraphs, marks
 * kept, and a block inside a paragraph or heading as a line of it (`structure.ts`).
 * Pure and isomorphic (the visual editor's preview runs it in the browser).
 */

const ALIASES: Readonly<Record<string, ElementType>> = {
  paragraph: "paragraph",
  heading: "heading",
  bullet_list: "bullet_list",
  bulletList: "bullet_list",
  ordered_list: "ordered_list",
  orderedList: "ordered_list",
  list_item: "list_item",
  listItem: "list_item",
  blockquote: "blockquote",
  code_block: "code_block",
  codeBlock: "code_block",
  hard_break: "hard_break",
  hardBreak: "hard_break",
  horizontal_rule: "horizontal_rule",
  horizontalRule: "horizontal_rule",
  image: "image",
  emoji: "emoji",
  table: "table",
  tableRow: "tableRow",
  table_row: "tableRow",
  tableCell: "tableCell",
  table_cell: "tableCell",
  tableHeader: "tableHeader",
  table_header: "tableHeader",
};

const LEAVES: ReadonlySet<ElementType> = new Set(["hard_break", "horizontal_rule", "image", "emoji"]);
/** Nesting deeper than this is flattened to its text (hostile documents must not exhaust the stack). */
const MAX_DEPTH = 40;
export const MAX_ISSUES = 20;

/** Normalises a rich-text document (`{ type: "doc", content }`, or anything else) into {@link NormalizedRichText}. */
export function normalizeRichText(document: unknown): NormalizedRichText {
  const issues = new Set<string>();
  const note = (issue: string) => {
    if (issues.size < MAX_ISSUES) issues.add(issue);
  };

  const textsIn = (value: unknown): RichNode[] => {
    const found: RichNode[] = [];
    const stack: unknown[] = [value];
    while (stack.length > 0) {
      const item = stack.pop();
      if (Array.isArray(item)) stack.push(...[...item].reverse());
      else if (isRecord(item)) {
        if (typeof item.text === "string" && item.text) found.push({ type: "text", text: item.text, marks: [] });
        if (Array.isArray(item.content)) stack.push(item.content);
      }
    }
    return found;
  };

  const children = (raw: Raw, depth: number): RichNode[] => {
    if (raw.content === undefined || raw.content === null) return [];
    if (!Array.isArray(raw.content)) {
      note(`${typeof raw.type === "string" ? raw.type.slice(0, 40) : "node"}: content is not a list; ignored`);
      return [];
    }
    return raw.content.flatMap((child) => nodes(child, depth + 1));
  };

  const cell = (run: RichNode[]) => element("tableCell", run);

  const nodes = (raw: unknown, depth: number): RichNode[] => {
    if (typeof raw === "string") {
      note("text outside a text node; kept");
      return raw ? [{ type: "text", text: raw, marks: [] }] : [];
    }
    if (!isRecord(raw)) {
      if (raw !== null && raw !== undefined) note(`a ${typeof raw} where a node belongs; ignored`);
      return [];
    }
    if (depth > MAX_DEPTH) {
      note("nesting too deep; only its text is kept");
      return textsIn(raw);
    }
    const type = typeof raw.type === "string" ? raw.type : "";
    if (type === "text") {
      const text = typeof raw.text === "string" ? raw.text : typeof raw.text === "number" ? String(raw.text) : "";
      if (!text) return [];
      const marks = Array.isArray(raw.marks) ? raw.marks.map((mark) => markOf(mark, note)).filter((m): m is Mark => m !== null) : [];
      return [{ type: "text", text, marks }];
    }
    if (type === "doc") {
      // A document inside a document is no node of Storyblok's schema: flagged, its content kept.
      if (depth > 0) note("a document inside the document; its text is shown as paragraphs");
      return asParagraphs(children(raw, depth));
    }
    if (type === "blok") {
      const body = isRecord(raw.attrs) && Array.isArray(raw.attrs.body) ? raw.attrs.body.filter(isRecord) : [];
      return body.length ? [{ type: "blok", bloks: body }] : [];
    }
    const known = ALIASES[type];
    if (!known) {
      note(`node "${type.slice(0, 40) || "(no type)"}" is not known; its text is kept`);
      const own = typeof raw.text === "string" && raw.text ? nodes({ ...raw, type: "text", content: undefined }, depth) : [];
      return asParagraphs([...own, ...children(raw, depth)]);
    }
    const attrs = attrsOf(known, raw, note);
    if (known === "image" && !attrs.src) return [];
    if (known === "emoji" && !attrs.emoji && !attrs.fallbackImage) return attrs.name ? [{ type: "text", text: `:${attrs.name}:`, marks: [] }] : [];
    if (LEAVES.has(known)) {
      // A leaf holds no content in Storyblok's schema; text found in one still reaches the reader.
      const stray = raw.content === undefined || raw.content === null ? [] : textsIn(raw.content);
      if (stray.length > 0) note(`${known}: text inside it is shown after it`);
      return [element(known, [], attrs), ...stray];
    }
    let content = children(raw, depth);
    if (known === "code_block") content = textsIn(content);
    if ((known === "paragraph" || known === "heading") && content.some(isBlock)) {
      note(`${known}: a block inside it is shown as a line of its text`);
      content = inlineOnly(content);
    }
    if (known === "bullet_list" || known === "ordered_list")
      content = wrapStrays(
        content,
        (n) => n.type === "list_item",
        (run) => element("list_item", run),
      );
    if (known === "tableRow") content = wrapStrays(content, (n) => n.type === "tableCell" || n.type === "tableHeader", cell);
    if (known === "table")
      content = wrapStrays(
        content,
        (n) => n.type === "tableRow",
        (run) =>
          element(
            "tableRow",
            wrapStrays(run, (n) => n.type === "tableCell" || n.type === "tableHeader", cell),
          ),
      );
    return [element(known, content, attrs)];
  };

  const root = isRecord(document) ? document : null;
  if (!root || (root.type !== undefined && root.type !== "doc")) {
    if (document !== null && document !== undefined && document !== "") note("the field is not a rich-text document; its text is kept");
  }
  const top = root && (root.type === "doc" || root.type === undefined) ? children(root, 0) : textsIn(document);
  // Inline nodes at the top level go into paragraphs, so the HTML is block-structured.
  const wrapped = asParagraphs(top);
  return { nodes: wrapped, issues: [...issues] };
}
