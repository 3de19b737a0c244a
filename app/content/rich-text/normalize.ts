import type { MultilinkLike } from "~/domain/links";
import { alignment, cssColor, styleDeclarations } from "./css";
import { integer, isRecord, safeSrc, shortText, type Raw } from "./values";
import { asParagraphs, element, inlineOnly, isBlock, wrapStrays } from "./structure";
import type { CleanAttrs, ElementType, Mark, NormalizedRichText, RichNode } from "./types";

/**
 * Storyblok rich text (the JSON of `@storyblok/richtext`'s schema) normalised into a tree
 * the renderer can always render: every node and mark Storyblok's editor
 * produces, with attributes reduced to typed, sanitised values. Anything else is repaired,
 * never fatal: unknown nodes keep their text, unknown marks are ignored, invalid attribute
 * values are dropped; each repair is reported as an issue (flagged in preview). No word is
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
const SIMPLE_MARKS = new Set(["bold", "italic", "strike", "underline", "code", "superscript", "subscript"]);
/** Attributes Storyblok sends that carry nothing to render: never reported. */
const QUIET_ATTRS = new Set(["id", "uuid", "meta_data", "copyright", "source", "linktype", "custom", "story", "anchor", "target", "href", "body"]);
/** Nesting deeper than this is flattened to its text (hostile documents must not exhaust the stack). */
const MAX_DEPTH = 40;
export const MAX_ISSUES = 20;

const LINKTYPES = new Set(["story", "url", "email", "asset"]);
const REL_TOKENS = new Set(["nofollow", "noopener", "noreferrer", "sponsored", "ugc", "external"]);

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

  const colorAttr = (type: string, key: string, value: unknown): string | undefined => {
    if (value === undefined || value === null || value === "") return undefined;
    const color = cssColor(value);
    if (!color) note(`${type}: ${key} ${JSON.stringify(value).slice(0, 60)} is not a colour; ignored`);
    return color ?? undefined;
  };

  const attrsOf = (type: ElementType, raw: Raw): CleanAttrs => {
    const attrs = isRecord(raw.attrs) ? raw.attrs : {};
    const clean: CleanAttrs = {};
    const style = styleDeclarations(attrs.style);
    if (attrs.style !== undefined && attrs.style !== null && attrs.style !== "") note(`${type}: its style attribute is not used`);
    const alignValue = attrs.textAlign ?? style.get("text-align");
    if (alignValue !== undefined && alignValue !== null && alignValue !== "") {
      const align = alignment(alignValue);
      if (align) clean.align = align;
      else note(`${type}: alignment ${JSON.stringify(alignValue).slice(0, 60)} ignored`);
    }
    const known = new Set(["textAlign", "style", "class"]);
    switch (type) {
      case "heading": {
        known.add("level");
        const level = integer(attrs.level, 1, 6);
        if (attrs.level !== undefined && level === undefined) note(`heading: level ${JSON.stringify(attrs.level)} is not 1–6; level 2 used`);
        clean.level = level ?? 2;
        break;
      }
      case "ordered_list": {
        known.add("order").add("start").add("type");
        const start = integer(attrs.order ?? attrs.start, -1_000_000, 1_000_000);
        if (start !== undefined && start !== 1) clean.start = start;
        break;
      }
      case "code_block": {
        known.add("language");
        const raw = typeof attrs.class === "string" ? attrs.class.replace(/^language-/, "") : attrs.language;
        if (typeof raw === "string" && /^[A-Za-z0-9+#_-]{1,30}$/.test(raw)) clean.language = raw.toLowerCase();
        else if (raw) note(`code_block: language ${JSON.stringify(raw).slice(0, 60)} ignored`);
        break;
      }
      case "tableCell":
      case "tableHeader": {
        known.add("colspan").add("rowspan").add("colwidth").add("backgroundColor");
        const colspan = integer(attrs.colspan, 1, 100);
        const rowspan = integer(attrs.rowspan, 1, 100);
        if (colspan && colspan > 1) clean.colspan = colspan;
        if (rowspan && rowspan > 1) clean.rowspan = rowspan;
        if (Array.isArray(attrs.colwidth)) {
          const widths = attrs.colwidth.map((w) => integer(w, 1, 4000));
          if (widths.length > 0 && widths.every((w) => w !== undefined)) clean.colwidth = widths as number[];
        }
        const background = colorAttr(type, "backgroundColor", attrs.backgroundColor ?? style.get("background-color"));
        if (background) clean.background = background;
        break;
      }
      case "image": {
        known.add("src").add("alt").add("title");
        const src = safeSrc(attrs.src);
        if (src) clean.src = src;
        else note(`image: source ${JSON.stringify(attrs.src ?? null).slice(0, 60)} is not an image URL; image left out`);
        clean.alt = shortText(attrs.alt) ?? "";
        const title = shortText(attrs.title);
        if (title) clean.title = title;
        break;
      }
      case "emoji": {
        known.add("name").add("emoji").add("fallbackImage");
        const name = shortText(attrs.name, 64);
        const emoji = shortText(attrs.emoji, 16);
        const fallbackImage = safeSrc(attrs.fallbackImage);
        if (name) clean.name = name;
        if (emoji) clean.emoji = emoji;
        if (fallbackImage) clean.fallbackImage = fallbackImage;
        break;
      }
      default:
        break;
    }
    if (type !== "code_block" && type !== "tableCell" && type !== "tableHeader" && attrs.class) note(`${type}: its class attribute is not used`);
    const color = style.get("color");
    if (color && (type === "paragraph" || type === "heading")) {
      const clean_ = colorAttr(type, "color", color);
      if (clean_) clean.color = clean_;
    }
    for (const key of Object.keys(attrs)) {
      if (!known.has(key) && !QUIET_ATTRS.has(key)) note(`${type}: attribute "${key}" ignored`);
    }
    return clean;
  };

  const markOf = (raw: unknown): Mark | null => {
    if (!isRecord(raw) || typeof raw.type !== "string") return null;
    const attrs = isRecord(raw.attrs) ? raw.attrs : {};
    if (SIMPLE_MARKS.has(raw.type)) return { type: raw.type as "bold" };
    if (raw.type === "strong") return { type: "bold" }; // older Storyblok documents
    switch (raw.type) {
      case "highlight":
      case "textStyle": {
        const color = colorAttr(raw.type, "color", attrs.color);
        return color ? { type: raw.type, color } : { type: raw.type };
      }
      case "styled": {
        const classes = typeof attrs.class === "string" ? attrs.class.split(/\s+/).filter(Boolean) : [];
        const valid = classes.filter((c) => /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/.test(c));
        if (valid.length < classes.length) note(`styled: class ${JSON.stringify(attrs.class).slice(0, 60)} partly ignored`);
        return valid.length ? { type: "styled", className: valid.join(" ") } : { type: "styled" };
      }
      case "anchor": {
        const id = typeof attrs.id === "string" ? attrs.id.trim() : "";
        if (/^[^\s"'<>]{1,100}$/.test(id)) return { type: "anchor", id };
        note(`anchor: id ${JSON.stringify(attrs.id ?? null).slice(0, 60)} ignored`);
        return null;
      }
      case "link":
        return linkMark(attrs);
      default:
        note(`mark "${raw.type.slice(0, 40)}" is not known; its text is kept`);
        return null;
    }
  };

  const linkMark = (attrs: Raw): Mark => {
    const href = typeof attrs.href === "string" ? attrs.href : "";
    const linktype =
      typeof attrs.linktype === "string" && LINKTYPES.has(attrs.linktype)
        ? (attrs.linktype as MultilinkLike["linktype"])
        : /^mailto:/i.test(href)
          ? "email"
          : "url";
    const story = isRecord(attrs.story) && typeof attrs.story.full_slug === "string" ? { full_slug: attrs.story.full_slug } : undefined;
    const link: MultilinkLike = {
      linktype,
      id: typeof attrs.uuid === "string" ? attrs.uuid : undefined,
      url: href,
      cached_url: href,
      email: href,
      anchor: typeof attrs.anchor === "string" ? attrs.anchor : undefined,
      target: typeof attrs.target === "string" ? attrs.target : undefined,
      story,
    };
    const custom = isRecord(attrs.custom) ? attrs.custom : {};
    const title = shortText(custom.title ?? attrs.title);
    const rel =
      typeof custom.rel === "string"
        ? custom.rel
            .split(/\s+/)
            .filter((t) => REL_TOKENS.has(t.toLowerCase()))
            .join(" ")
        : "";
    return { type: "link", link, ...(title ? { title } : {}), ...(rel ? { rel } : {}) };
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
      const marks = Array.isArray(raw.marks) ? raw.marks.map(markOf).filter((m): m is Mark => m !== null) : [];
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
    const attrs = attrsOf(known, raw);
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
