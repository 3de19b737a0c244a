import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { resolveLink } from "~/domain/routing/links";
import { directionOf, fallbackDirection, type Language } from "~/i18n/languages";
import type { BlokBase } from "~/block-kit/types";
import type { RichTextPart } from "~/block-kit/RichText";
import type { CleanAttrs, ElementNode, Mark, RichNode, TextNode } from "./types";

/**
 * Renders a normalised rich-text tree (`normalize.ts`) to static HTML through React, so all
 * text and attribute values are escaped and styles are objects built only from sanitised
 * values (alignment, colours, column widths). Links go through `resolveLink` (story links in
 * the page's language; `target="_blank"` gets `rel="noopener noreferrer"`). `blok` nodes
 * split the output into parts: HTML runs and lists of bloks, rendered by the page's views.
 * On a right-to-left page, a paragraph, heading, list or quote with only Latin text (English
 * fallback) is laid out left to right (`fallbackDirection`).
 */

function styleOf(attrs: CleanAttrs): CSSProperties | undefined {
  const style: CSSProperties = {};
  if (attrs.align) style.textAlign = attrs.align;
  if (attrs.background) style.backgroundColor = attrs.background;
  if (attrs.color) style.color = attrs.color;
  if (attrs.colwidth?.length === 1) style.width = `${attrs.colwidth[0]}px`;
  return Object.keys(style).length > 0 ? style : undefined;
}

function wrapMark(mark: Mark, child: ReactNode, lang: Language): ReactNode {
  switch (mark.type) {
    case "bold":
      return <strong>{child}</strong>;
    case "italic":
      return <em>{child}</em>;
    case "strike":
      return <s>{child}</s>;
    case "underline":
      return <u>{child}</u>;
    case "code":
      return <code>{child}</code>;
    case "superscript":
      return <sup>{child}</sup>;
    case "subscript":
      return <sub>{child}</sub>;
    case "highlight":
      return <mark style={mark.color ? { backgroundColor: mark.color } : undefined}>{child}</mark>;
    case "textStyle":
      return mark.color ? <span style={{ color: mark.color }}>{child}</span> : child;
    case "styled":
      return mark.className ? <span className={mark.className}>{child}</span> : child;
    case "anchor":
      return <span id={mark.id}>{child}</span>;
    case "link": {
      const link = resolveLink(mark.link, lang);
      if (!link) return child;
      const rel = [...new Set([...(mark.rel ? mark.rel.split(" ") : []), ...(link.newTab ? ["noopener", "noreferrer"] : [])])].join(" ");
      return (
        // Same-site links are marked as the site's `Link`s mark theirs: they navigate client-side
        // (`components/site-link-click.ts`) and their routes are discovered.
        <a
          href={link.href}
          title={mark.title}
          target={link.newTab ? "_blank" : undefined}
          rel={rel || undefined}
          data-discover={!link.external && !link.newTab ? "true" : undefined}
        >
          {child}
        </a>
      );
    }
  }
}

function renderText(node: TextNode, lang: Language): ReactNode {
  // The first mark is the outermost element.
  return node.marks.reduceRight<ReactNode>((child, mark) => wrapMark(mark, child, lang), node.text);
}

function renderChildren(nodes: readonly RichNode[], lang: Language): ReactNode[] {
  return nodes.map((node, index) => <Node key={index} node={node} lang={lang} />);
}

function Cell({ node, lang }: { node: ElementNode; lang: Language }) {
  const Tag = node.type === "tableHeader" ? "th" : "td";
  const { colspan, rowspan } = node.attrs;
  return (
    <Tag colSpan={colspan} rowSpan={rowspan} style={styleOf(node.attrs)}>
      {renderChildren(node.content, lang)}
    </Tag>
  );
}

function Table({ node, lang }: { node: ElementNode; lang: Language }) {
  const rows = node.content as ElementNode[];
  // Leading rows made only of header cells form the table head.
  let headRows = 0;
  while (headRows < rows.length && rows[headRows]?.content.every((cell) => cell.type === "tableHeader")) headRows += 1;
  if (headRows === rows.length) headRows = 0;
  const renderRows = (list: ElementNode[], offset: number) =>
    list.map((row, index) => (
      <tr key={offset + index}>
        {(row.content as ElementNode[]).map((cell, cellIndex) => (
          <Cell key={cellIndex} node={cell} lang={lang} />
        ))}
      </tr>
    ));
  // A wide table scrolls inside its own box (the page never scrolls sideways); the box takes
  // focus so keyboard users can scroll it too (axe: scrollable-region-focusable).
  return (
    <div className="rich-table" tabIndex={0}>
      <table style={styleOf(node.attrs)}>
        {headRows > 0 && <thead>{renderRows(rows.slice(0, headRows), 0)}</thead>}
        <tbody>{renderRows(rows.slice(headRows), headRows)}</tbody>
      </table>
    </div>
  );
}

/** The text of a node and its descendants, joined. */
function textOf(node: RichNode): string {
  if (node.type === "text") return node.text;
  return node.type === "blok" ? "" : node.content.map(textOf).join(" ");
}

function Element({ node, lang }: { node: ElementNode; lang: Language }) {
  const { attrs } = node;
  const style = styleOf(attrs);
  const content = renderChildren(node.content, lang);
  // The text is gathered only on right-to-left pages.
  const dir = () => (directionOf(lang) === "rtl" ? fallbackDirection(textOf(node), lang) : undefined);
  switch (node.type) {
    case "paragraph":
      return (
        <p style={style} dir={dir()}>
          {content}
        </p>
      );
    case "heading": {
      const Tag = `h${attrs.level ?? 2}` as "h2";
      return (
        <Tag style={style} dir={dir()}>
          {content}
        </Tag>
      );
    }
    case "bullet_list":
      return (
        <ul style={style} dir={dir()}>
          {content}
        </ul>
      );
    case "ordered_list":
      return (
        <ol start={attrs.start} style={style} dir={dir()}>
          {content}
        </ol>
      );
    case "list_item":
      return <li style={style}>{content}</li>;
    case "blockquote":
      return (
        <blockquote style={style} dir={dir()}>
          {content}
        </blockquote>
      );
    case "code_block":
      return (
        <pre style={style}>
          <code className={attrs.language ? `language-${attrs.language}` : undefined}>
            {node.content.map((n) => (n.type === "text" ? n.text : "")).join("")}
          </code>
        </pre>
      );
    case "hard_break":
      return <br />;
    case "horizontal_rule":
      return <hr />;
    case "image":
      return <img src={attrs.src} alt={attrs.alt ?? ""} title={attrs.title} loading="lazy" />;
    case "emoji":
      return attrs.emoji ? (
        <span data-type="emoji" data-name={attrs.name} role="img" aria-label={attrs.name}>
          {attrs.emoji}
        </span>
      ) : (
        <img src={attrs.fallbackImage} alt={attrs.name ? `:${attrs.name}:` : ""} className="emoji" width={20} height={20} loading="lazy" />
      );
    case "table":
      return <Table node={node} lang={lang} />;
    case "tableRow":
      // Rows outside a table (the normaliser wraps only table children): render their cells' text.
      return (
        <>{node.content.map((cell, index) => (cell.type === "text" ? <span key={index}>{cell.text}</span> : <Node key={index} node={cell} lang={lang} />))}</>
      );
    case "tableCell":
    case "tableHeader":
      return <div style={style}>{content}</div>;
  }
}

function Node({ node, lang }: { node: RichNode; lang: Language }): ReactNode {
  if (node.type === "text") return renderText(node, lang);
  if (node.type === "blok") return null;
  return <Element node={node} lang={lang} />;
}

/**
 * The parts of a normalised document: consecutive nodes as one HTML string, each `blok`
 * node as its bloks. Never throws (a node React refuses renders as nothing, the rest stays).
 */
export function renderRichTextParts(nodes: readonly RichNode[], lang: Language): RichTextPart[] {
  const parts: RichTextPart[] = [];
  let run: RichNode[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const html = htmlOf(run, lang);
    if (html) parts.push({ html });
    run = [];
  };
  for (const node of nodes) {
    if (node.type === "blok") {
      flush();
      parts.push({ bloks: node.bloks as unknown as BlokBase[] });
    } else run.push(node);
  }
  flush();
  return parts;
}

function htmlOf(nodes: readonly RichNode[], lang: Language): string {
  try {
    return renderToStaticMarkup(<>{renderChildren(nodes, lang)}</>);
  } catch {
    // Defence in depth: render node by node so one bad node costs only itself.
    return nodes
      .map((node) => {
        try {
          return renderToStaticMarkup(<Node node={node} lang={lang} />);
        } catch {
          return "";
        }
      })
      .join("");
  }
}
