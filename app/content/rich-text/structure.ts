import type { CleanAttrs, ElementNode, ElementType, RichNode } from "./types";

/**
 * Tree repairs of the normaliser (`normalize.ts`) that keep every word where it may stand in
 * HTML: stray children wrapped into the element their parent needs, inline runs made
 * paragraphs, blocks inside a paragraph or heading flattened to lines. Pure.
 */

/** Nodes that stand inside a paragraph; the rest are blocks (or bloks, placed by the page). */
export const INLINE: ReadonlySet<RichNode["type"]> = new Set(["text", "hard_break", "image", "emoji"]);

/** An element node with sanitised `attrs`. */
export const element = (type: ElementType, content: RichNode[], attrs: CleanAttrs = {}): ElementNode => ({ type, attrs, content });

/** Whether `node` is a block element (not inline, not a blok). */
export const isBlock = (node: RichNode): node is ElementNode => !INLINE.has(node.type) && node.type !== "blok";

/** Wraps each run of children that may not stand in their parent (e.g. text in a list) into a `wrap` node; the others stay. */
export function wrapStrays(list: RichNode[], fits: (node: RichNode) => boolean, wrap: (run: RichNode[]) => RichNode): RichNode[] {
  const out: RichNode[] = [];
  let run: RichNode[] = [];
  const flush = () => {
    if (run.length) out.push(wrap(run));
    run = [];
  };
  for (const node of list) {
    if (fits(node)) {
      flush();
      out.push(node);
    } else run.push(node);
  }
  flush();
  return out;
}

/** Runs of inline nodes as plain paragraphs; blocks and bloks stay as they are. */
export function asParagraphs(list: RichNode[]): RichNode[] {
  return wrapStrays(
    list,
    (n) => !INLINE.has(n.type),
    (run) => element("paragraph", run),
  );
}

/**
 * The content of a paragraph or heading, where only inline nodes may stand: each block inside
 * it (a repaired unknown node or nested document) gives its inline content, marks kept, as a
 * line of its own (a `hard_break` before and after).
 */
export function inlineOnly(list: RichNode[]): RichNode[] {
  const out: RichNode[] = [];
  let lineBreakDue = false;
  const walk = (nodes: RichNode[]) => {
    for (const node of nodes) {
      if (!isBlock(node)) {
        if (lineBreakDue && out.length > 0 && out.at(-1)?.type !== "hard_break") out.push(element("hard_break", []));
        lineBreakDue = false;
        out.push(node);
      } else {
        lineBreakDue = true;
        walk(node.content);
        lineBreakDue = true;
      }
    }
  };
  walk(list);
  return out;
}
