import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockSchemas } from "~/block-kit/schemas";
import { validateContent } from "~/block-kit/validate";
import { renderRichText } from "~/content/rich-text";
import type { Language } from "~/i18n/languages";
import { renderContent } from "./render";

/**
 * Contract tests for rich text: one document per node, mark and
 * link shape of Storyblok's rich-text schema (tests/fixtures/storyblok-real/
 * richtext-every-node-and-mark.json, written from Storyblok's documented format), rendered
 * through a `rich_text` blok as a page renders it.
 */
const fixture = JSON.parse(readFileSync(path.resolve("tests/fixtures/storyblok-real/richtext-every-node-and-mark.json"), "utf8")) as {
  cases: Record<string, unknown>;
};
const doc = (name: string) => {
  const found = fixture.cases[name];
  if (!found) throw new Error(`no fixture case ${name}`);
  return found;
};
const page = (text: unknown) => ({ _uid: "p", component: "page", body: [{ _uid: "r", component: "rich_text", text }] });
const render = (name: string, lang: Language = "de") => renderContent(page(doc(name)), { lang });

/** Expected HTML fragments per case, rendered on a German page. */
const EXPECTED: Record<string, string[]> = {
  paragraph: ["<p>A plain paragraph.</p>"],
  paragraph_aligned: ['<p style="text-align:right">Right aligned.</p>'],
  heading_1: ["<h1>Heading one</h1>"],
  heading_6: ['<h6 style="text-align:center">Heading six</h6>'],
  bullet_list: ['<ul><li><p>First bullet</p></li><li style="text-align:right"><p>Second bullet</p></li></ul>'],
  ordered_list: ['<ol start="3"><li><p>Third item</p></li></ol>'],
  blockquote: ["<blockquote><p>A quotation.</p></blockquote>"],
  code_block: ['<pre><code class="language-js">const a = 1 &lt; 2;</code></pre>'],
  horizontal_rule: ["<hr/>"],
  hard_break: ["<p>Line one<br/>line two</p>"],
  image: ['<img src="https://a.storyblok.com/f/1000/1200x800/abc123/lake.jpg" alt="A lake at dawn" title="Lake" loading="lazy"/>'],
  emoji: ['<span data-type="emoji" data-name="smile" role="img" aria-label="smile">😄</span>'],
  emoji_image_only: ['<img src="https://a.storyblok.com/f/1000/64x64/custom.png" alt=":custom:" class="emoji"'],
  table: [
    '<thead><tr><th style="background-color:#F5F5F5"><p>Plan</p></th><th style="width:200px"><p>Price</p></th></tr></thead>',
    '<td colSpan="2" style="background-color:#FFF0C8"><p style="text-align:center">Spans two columns</p></td>',
    '<td style="width:120px"><p>Monthly</p></td>',
  ],
  blok: ['data-block="button"', "Blok inside rich text"],
  mark_bold: ["<strong>bold</strong>"],
  mark_italic: ["<em>italic</em>"],
  mark_strike: ["<s>strike</s>"],
  mark_underline: ["<u>underline</u>"],
  mark_code: ["<code>x &lt; y</code>"],
  mark_superscript: ["<sup>sup</sup>"],
  mark_subscript: ["<sub>sub</sub>"],
  mark_highlight: ['<mark style="background-color:#FFFF00">highlighted</mark>'],
  mark_textStyle: ['<span style="color:#0000FF">blue text</span>'],
  mark_styled: ['<span class="highlight-brand">styled text</span>'],
  mark_anchor: ['<span id="pricing">anchored</span>'],
  mark_link_url: ['<a href="https://example.org/page" target="_blank" rel="noopener noreferrer">external</a>'],
  link_story_field_level: ['<a href="/de/programs/inner-compass" data-discover="true">link story field level</a>'],
  link_story_folder_level: ['<a href="/de" data-discover="true">link story folder level</a>'],
  link_story_root_slash: ['<a href="/de" data-discover="true">link story root slash</a>'],
  link_story_root_empty: ['<a href="/de" data-discover="true">link story root empty</a>'],
  link_story_anchor: ['<a href="/de/about#team" data-discover="true">link story anchor</a>'],
  link_story_resolved: ['<a href="/de/membership" data-discover="true">link story resolved</a>'],
  link_email: ['<a href="mailto:hello@brightpath.example">link email</a>'],
  link_asset: ['<a href="https://a.storyblok.com/f/1000/x/brochure.pdf" target="_blank" rel="noopener noreferrer">link asset</a>'],
  link_url_custom: ['<a href="https://partner.example/" title="Our partner" target="_blank" rel="nofollow noopener noreferrer">link url custom</a>'],
};

/** Editor attribute names that must never appear as HTML attributes. */
const BOGUS = /\s(textAlign|backgroundColor|colwidth|linktype|uuid|anchor|language|order|level|meta_data|copyright|fallbackImage|custom|body|color)=/i;

describe("every rich-text node and mark renders", () => {
  it("has a case for every node and mark of Storyblok's schema", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(fixture.cases).sort());
  });

  it.each(Object.keys(EXPECTED))("%s", (name) => {
    const html = render(name);
    for (const fragment of EXPECTED[name] ?? []) expect(html).toContain(fragment);
    expect(html).not.toMatch(BOGUS);
  });

  it("reports nothing to repair in documents the editor produces", () => {
    for (const name of Object.keys(EXPECTED)) {
      const { problems } = validateContent(page(doc(name)), blockSchemas, new Map(), { richText: (d) => renderRichText(d, "en") });
      expect(problems, name).toEqual([]);
    }
  });
});

describe("rich-text links in both translation setups", () => {
  it("does not prefix a folder-level slug again, in any page language", () => {
    expect(render("link_story_folder_level", "en")).toContain('href="/de"');
    expect(render("link_story_folder_level", "fr")).toContain('href="/de"');
  });

  it("writes the root story as / on an English page", () => {
    expect(render("link_story_root_slash", "en")).toContain('<a href="/" data-discover="true">');
    expect(render("link_story_root_empty", "en")).toContain('<a href="/" data-discover="true">');
  });

  it("prefixes field-level links with Indonesian's route prefix", () => {
    expect(render("link_story_field_level", "in")).toContain('href="/in/programs/inner-compass"');
  });
});
