import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blockSchemas } from "~/block-kit/schemas";
import { validateContent } from "~/block-kit/validate";
import { renderRichText } from "~/content/rich-text";

/**
 * Rich text keeps every word: each `text` of a document's nodes is in the HTML a crawler reads,
 * whatever nodes hold it — nodes of Storyblok's schema, node types the renderer does not know,
 * documents nested in documents — and each repair is flagged for the preview.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every text leaf of a document: the `text` of its text nodes, and of unknown nodes that carry one. */
function textLeaves(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const child of node) textLeaves(child, found);
  else if (node && typeof node === "object") {
    const { text, content } = node as { text?: unknown; content?: unknown };
    if (typeof text === "string" && text.trim()) found.push(text);
    if (Array.isArray(content)) textLeaves(content, found);
  }
  return found;
}

/** The text a reader sees in rendered markup: tags dropped, React's escapes decoded. */
function visibleText(html: string): string {
  const entities: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', "#x27": "'", nbsp: "\u00a0" };
  return html.replace(/<[^>]*>/g, "").replace(/&(lt|gt|amp|quot|#x27|nbsp);/g, (_, name: string) => entities[name] ?? "");
}

const rendered = (document: unknown) => {
  const { value, issues } = renderRichText(document, "en");
  return { html: (value.parts ?? []).map((part) => ("html" in part ? part.html : "")).join(""), issues };
};

/** Every rich-text document (`{ type: "doc" }` holding a content list) inside a JSON value. */
function documentsIn(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) documentsIn(item, found);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record.type === "doc" && Array.isArray(record.content)) found.push(record);
    else for (const item of Object.values(record)) documentsIn(item, found);
  }
  return found;
}

const FIXTURES = path.resolve("tests/fixtures/storyblok-real");
const fixtureDocuments = readdirSync(FIXTURES)
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) =>
    documentsIn(JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8"))).map((document, index) => [`${file} #${index + 1}`, document] as const),
  );

const text = (value: string, marks?: Json[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: Json[]) => ({ type: "paragraph", content });
const doc = (...content: Json[]) => ({ type: "doc", content });

/** Shapes @storyblok/richtext's own tests render, written here: nested documents, bare roots, custom nodes and marks. */
const SHAPES: Record<string, Json> = {
  "nested doc": doc(paragraph(text("Hey ")), doc(paragraph(text("nested")))),
  "doc nested twice": doc(doc(doc(paragraph(text("deepest"))), paragraph(text("middle")))),
  "text node only": text("Just text"),
  "array of nodes": [paragraph(text("First")), paragraph(text("Second"))],
  "custom node with blocks": doc({ type: "callout", attrs: { variant: "warning" }, content: [paragraph(text("Mind the "), text("gap", [{ type: "bold" }]))] }),
  "custom node with text": doc({ type: "callout", content: [text("Inline callout", [{ type: "italic" }, { type: "sparkle" }])] }),
  "custom node inside a paragraph": doc(paragraph(text("Before "), { type: "mention", text: "@amara", attrs: { id: 7 } }, text(" after"))),
  "custom node inside a list": doc({
    type: "bullet_list",
    content: [
      { type: "list_item", content: [{ type: "details", content: [{ type: "summary", content: [text("Summary")] }, paragraph(text("Details body"))] }] },
    ],
  }),
  "custom node inside a table": doc({
    type: "table",
    content: [{ type: "tableRow", content: [{ type: "tableCell", content: [{ type: "callout", content: [text("In a cell")] }] }] }],
  }),
  "doc inside a heading": doc({ type: "heading", attrs: { level: 2 }, content: [doc(paragraph(text("Heading from a doc")))] }),
  "code block with a custom node": doc({ type: "code_block", content: [text("const a = 1;"), { type: "highlighted", content: [text("const b = 2;")] }] }),
  "text inside a hard break": doc(paragraph(text("Line"), { type: "hard_break", content: [text("stowaway")] })),
};

describe("every word of a rich-text document is rendered", () => {
  it.each(fixtureDocuments)("%s (Storyblok API responses and the every-node fixture)", (_name, document) => {
    const { html } = rendered(document);
    const visible = visibleText(html);
    for (const leaf of textLeaves(document)) expect(visible).toContain(leaf);
  });

  it.each(Object.entries(SHAPES))("%s", (_name, document) => {
    const { html } = rendered(document);
    const visible = visibleText(html);
    for (const leaf of textLeaves(document)) expect(visible).toContain(leaf);
    expect(html).not.toMatch(/<(p|h[1-6])\b[^>]*>(?:(?!<\/\1>).)*<(p|h[1-6]|ul|ol|div|table|blockquote|pre)\b/s);
  });

  it("flags unknown nodes and nested documents, so the preview lists them as problems", () => {
    const page = (field: Json) => ({ _uid: "p", component: "page", body: [{ _uid: "r", component: "rich_text", text: field }] });
    for (const name of ["nested doc", "custom node with blocks", "custom node inside a paragraph"]) {
      const { problems } = validateContent(page(SHAPES[name] ?? null), blockSchemas, new Map(), { richText: (d) => renderRichText(d, "en") });
      expect(
        problems.filter((p) => p.kind === "repaired" && /document inside the document|is not known/.test(p.detail ?? "")),
        name,
      ).not.toEqual([]);
    }
  });
});

const KNOWN = [
  "paragraph",
  "heading",
  "bullet_list",
  "ordered_list",
  "list_item",
  "blockquote",
  "code_block",
  "table",
  "tableRow",
  "tableCell",
  "tableHeader",
  "hard_break",
  "horizontal_rule",
] as const;
const UNKNOWN = ["callout", "details", "embed_frame"] as const;
const WORDS = ["Atem", "تنفس بعمق", "呼吸", "дыхание", "a < b", "Tom & Jerry", '"quoted"', "it's", "🙂 calm"] as const;
const MARKS: Json[] = [{ type: "bold" }, { type: "italic" }, { type: "sparkle" }, { type: "link", attrs: { href: "https://example.org/", linktype: "url" } }];

const leafArbitrary = fc.record({ type: fc.constant("text"), text: fc.constantFrom(...WORDS), marks: fc.subarray(MARKS) });
const treeArbitrary = fc.letrec<{ node: Json }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leafArbitrary,
    fc.record({ type: fc.constantFrom<string>(...KNOWN, ...UNKNOWN, "doc"), content: fc.array(tie("node"), { maxLength: 4 }) }),
  ),
})).node;

/** Makes every leaf's text unique (`w7 Atem`), so finding it in the output proves that leaf was rendered. */
function numbered(node: Json, counter = { next: 0 }): Json {
  if (Array.isArray(node)) return node.map((child) => numbered(child, counter));
  if (node && typeof node === "object") {
    const copy = { ...node };
    if (typeof copy.text === "string") copy.text = `w${counter.next++} ${copy.text}`;
    if (Array.isArray(copy.content)) copy.content = copy.content.map((child) => numbered(child, counter));
    return copy;
  }
  return node;
}

const hasRepairable = (node: unknown, depth = 0): boolean => {
  if (!node || typeof node !== "object") return false;
  const { type, content } = node as { type?: string; content?: unknown[] };
  if ((UNKNOWN as readonly string[]).includes(type ?? "") || (type === "doc" && depth > 0)) return true;
  return Array.isArray(content) && content.some((child) => hasRepairable(child, depth + 1));
};

describe("random documents with unknown and nested nodes (fast-check)", () => {
  it("lose no word, and flag every unknown node or nested document", () => {
    fc.assert(
      fc.property(fc.array(treeArbitrary, { minLength: 1, maxLength: 5 }), (content) => {
        const document = numbered({ type: "doc", content });
        const { html, issues } = rendered(document);
        const visible = visibleText(html);
        for (const leaf of textLeaves(document)) expect(visible).toContain(leaf);
        if (hasRepairable(document)) expect(issues).not.toEqual([]);
      }),
      { seed: Number(process.env.CONTENT_SEED ?? 41), numRuns: 300 },
    );
  });
});
