import { describe, expect, it } from "vitest";
import { renderRichText } from "./index";

/** Rich text as the server renders it: hostile and malformed documents. */
const html = (document: unknown, lang: "en" | "de" | "ar" = "en") =>
  (renderRichText(document, lang).value.parts ?? []).map((part) => ("html" in part ? part.html : "[bloks]")).join("");
const issues = (document: unknown) => renderRichText(document, "en").issues;
const doc = (...content: unknown[]) => ({ type: "doc", content });
const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });

describe("attributes from content", () => {
  it.each(["paragraph", "heading", "list_item", "tableCell", "blockquote"])("a style attribute on %s renders, never a 500", (type) => {
    const node = { type, attrs: { style: "color: red; position: fixed" }, content: [{ type: "paragraph", content: [text("x")] }] };
    const out = html(
      doc(
        type === "list_item"
          ? { type: "bullet_list", content: [node] }
          : type === "tableCell"
            ? { type: "table", content: [{ type: "tableRow", content: [node] }] }
            : node,
      ),
    );
    expect(out).toContain("x");
    expect(out).not.toContain("position");
    expect(issues(doc(node)).join(" ")).toContain("style attribute is not used");
  });

  it("recovers alignment and colour from a paragraph's style, re-serialised", () => {
    expect(html(doc({ type: "paragraph", attrs: { style: "text-align: center; color: red" }, content: [text("x")] }))).toBe(
      '<p style="text-align:center;color:#FF0000">x</p>',
    );
  });

  it("drops a colour that smuggles other CSS and flags it", () => {
    const attack = "red;background-image:url(https://evil.example/x)";
    const document = doc(
      { type: "paragraph", content: [text("t", [{ type: "textStyle", attrs: { color: attack } }])] },
      { type: "table", content: [{ type: "tableRow", content: [{ type: "tableCell", attrs: { backgroundColor: attack }, content: [text("c")] }] }] },
    );
    const out = html(document);
    expect(out).not.toMatch(/evil|url\(|background-image/);
    expect(out).toContain("<td>c</td>");
    expect(issues(document).filter((i) => i.includes("is not a colour"))).toHaveLength(2);
  });

  it("keeps only the four alignments", () => {
    expect(html(doc({ type: "paragraph", attrs: { textAlign: "justify" }, content: [text("j")] }))).toBe('<p style="text-align:justify">j</p>');
    const odd = doc({ type: "paragraph", attrs: { textAlign: "center;color:red" }, content: [text("o")] });
    expect(html(odd)).toBe("<p>o</p>");
    expect(issues(odd)[0]).toContain("alignment");
  });

  it("accepts the colour syntaxes CSS has and refuses the rest", () => {
    const colour = (color: unknown) => html(doc({ type: "paragraph", content: [text("c", [{ type: "textStyle", attrs: { color } }])] }));
    expect(colour("#abc")).toContain('style="color:#AABBCC"');
    expect(colour("rgba(0, 0, 255, 0.5)")).toContain('style="color:#0000FF80"');
    expect(colour("hsl(120, 50%, 50%)")).toContain('style="color:hsl(120, 50%, 50%)"');
    expect(colour("rebeccapurple")).toContain('style="color:#663399"');
    for (const bad of ["expression(alert(1))", "var(--x)", "red !important", 42, { r: 1 }]) expect(colour(bad)).toBe("<p>c</p>");
  });

  it("writes a code block's language as a class, refusing odd ones", () => {
    expect(html(doc({ type: "code_block", attrs: { class: "language-ts" }, content: [text("let a")] }))).toBe(
      '<pre><code class="language-ts">let a</code></pre>',
    );
    expect(html(doc({ type: "code_block", attrs: { class: 'x" onload="y' }, content: [text("a")] }))).toBe("<pre><code>a</code></pre>");
  });

  it("leaves out images whose source is not an http(s) URL", () => {
    expect(html(doc({ type: "image", attrs: { src: "javascript:alert(1)" } }))).toBe("");
    expect(html(doc({ type: "image", attrs: { src: "//a.storyblok.com/f/1/a.jpg", alt: "a" } }))).toContain('src="https://a.storyblok.com/f/1/a.jpg"');
  });

  it("escapes text and neutralises script links", () => {
    const out = html(
      doc({ type: "paragraph", content: [text("<script>alert(1)</script>", [{ type: "link", attrs: { href: "javascript:alert(1)", linktype: "url" } }])] }),
    );
    expect(out).not.toContain("<script>");
    expect(out).not.toContain("javascript:");
  });
});

describe("malformed documents keep their text", () => {
  it("renders the text of unknown nodes and ignores unknown marks, flagging both", () => {
    const document = doc({ type: "callout", content: [text("inside", [{ type: "sparkle" }])] });
    expect(html(document)).toBe("<p>inside</p>");
    expect(issues(document).join(" ")).toMatch(/node "callout".*mark "sparkle"|mark "sparkle".*node "callout"/);
  });

  it("renders an unknown node's blocks and text as plain paragraphs, marks kept", () => {
    const callout = {
      type: "callout",
      attrs: { tone: "info" },
      content: [{ type: "paragraph", content: [text("Breathe in.")] }, text("Hold", [{ type: "bold" }])],
    };
    expect(html(doc(callout))).toBe("<p>Breathe in.</p><p><strong>Hold</strong></p>");
    expect(html(doc({ type: "widget", text: "own text", marks: [{ type: "italic" }], content: [text("child")] }))).toBe("<p><em>own text</em>child</p>");
  });

  it("renders a nested document as paragraphs and flags it", () => {
    const document = doc(
      { type: "paragraph", content: [text("Hey ")] },
      { type: "doc", content: [{ type: "paragraph", content: [text("nested")] }, text("loose")] },
    );
    expect(html(document)).toBe("<p>Hey </p><p>nested</p><p>loose</p>");
    expect(issues(document).join(" ")).toContain("a document inside the document");
    expect(issues(doc({ type: "paragraph", content: [text("top level")] }))).toEqual([]);
  });

  it("never puts a block inside a paragraph or heading: its text becomes a line of its own", () => {
    const inner = {
      type: "callout",
      content: [
        { type: "paragraph", content: [text("inside", [{ type: "italic" }])] },
        { type: "paragraph", content: [text("second")] },
      ],
    };
    expect(html(doc({ type: "paragraph", content: [text("before"), inner, text("after")] }))).toBe("<p>before<br/><em>inside</em><br/>second<br/>after</p>");
    expect(
      html(doc({ type: "heading", attrs: { level: 3 }, content: [{ type: "doc", content: [{ type: "paragraph", content: [text("doc in heading")] }] }] })),
    ).toBe("<h3>doc in heading</h3>");
    expect(issues(doc({ type: "paragraph", content: [inner] })).join(" ")).toContain("paragraph: a block inside it is shown as a line of its text");
  });

  it.each([
    ["a string", "just text"],
    ["null", null],
    ["a number", 7],
    ["an array", [text("a")]],
    ["a doc without content", { type: "doc" }],
    ["content that is not a list", { type: "doc", content: "x" }],
    ["nodes that are not objects", doc(1, null, "loose", [text("nested")])],
    ["a text node without text", doc({ type: "paragraph", content: [{ type: "text" }, { type: "text", text: 5 }] })],
  ])("renders %s without throwing", (_name, document) => {
    expect(() => renderRichText(document, "en")).not.toThrow();
  });

  it("wraps stray children so lists and tables stay well formed", () => {
    expect(html(doc({ type: "bullet_list", content: [text("loose")] }))).toBe("<ul><li>loose</li></ul>");
    expect(html(doc({ type: "table", content: [{ type: "paragraph", content: [text("p")] }] }))).toBe(
      '<div class="rich-table" tabindex="0"><table><tbody><tr><td><p>p</p></td></tr></tbody></table></div>',
    );
  });

  it("accepts tiptap's camelCase node names", () => {
    expect(html(doc({ type: "bulletList", content: [{ type: "listItem", content: [text("a")] }] }))).toBe("<ul><li>a</li></ul>");
  });

  it("flattens nesting deeper than it renders, keeping the text", () => {
    let node: Record<string, unknown> = text("deep");
    for (let i = 0; i < 5000; i += 1) node = { type: "blockquote", content: [node] };
    const out = html(doc(node));
    expect(out).toContain("deep");
    expect(issues(doc(node)).join(" ")).toContain("nesting too deep");
  });

  it("clamps heading levels, defaulting to 2", () => {
    expect(html(doc({ type: "heading", attrs: { level: 9 }, content: [text("h")] }))).toBe("<h2>h</h2>");
    expect(html(doc({ type: "heading", attrs: { level: "3" }, content: [text("h")] }))).toBe("<h3>h</h3>");
  });

  it("splits the document around blok nodes", () => {
    const parts = renderRichText(
      doc(
        { type: "paragraph", content: [text("a")] },
        { type: "blok", attrs: { id: "x", body: [{ _uid: "b", component: "button" }] } },
        { type: "paragraph", content: [text("b")] },
      ),
      "en",
    ).value.parts;
    expect(parts).toEqual([{ html: "<p>a</p>" }, { bloks: [{ _uid: "b", component: "button" }] }, { html: "<p>b</p>" }]);
  });
});

describe("English fallback on a right-to-left page", () => {
  it("lays out a paragraph, heading or list with only Latin text left to right; Arabic keeps the page's direction", () => {
    const document = doc(
      { type: "paragraph", content: [text("Start today, "), text("cancel any time.", [{ type: "bold" }])] },
      { type: "heading", attrs: { level: 3 }, content: [text("Can I switch billing?")] },
      { type: "bullet_list", content: [{ type: "list_item", content: [{ type: "paragraph", content: [text("Daily meditations")] }] }] },
      { type: "paragraph", content: [text("Inner Compass هو برنامجنا.")] },
    );
    expect(html(document, "ar")).toBe(
      '<p dir="ltr">Start today, <strong>cancel any time.</strong></p><h3 dir="ltr">Can I switch billing?</h3><ul dir="ltr"><li><p dir="ltr">Daily meditations</p></li></ul><p>Inner Compass هو برنامجنا.</p>',
    );
    expect(html(document, "en")).not.toContain("dir=");
  });
});

describe("a document nested directly in a document", () => {
  it("keeps its text, whether it holds inline nodes or paragraphs, and flags it", () => {
    for (const inner of [[text("nested")], [{ type: "paragraph", content: [text("nested")] }]]) {
      expect(html(doc({ type: "doc", content: inner }))).toBe("<p>nested</p>");
      expect(issues(doc({ type: "doc", content: inner }))).toEqual(["a document inside the document; its text is shown as paragraphs"]);
    }
  });
});
