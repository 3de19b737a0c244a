import { alignment, cssColor, styleDeclarations } from "./css";
import { integer, isRecord, safeSrc, shortText, type Raw } from "./values";
import type { CleanAttrs, ElementType, Note } from "./types";

/**
 * A rich-text node's attributes reduced to typed, sanitised values (`normalize.ts`): what each
 * kind of node may carry is kept, an invalid value is dropped and noted, an attribute that
 * carries nothing to render is left out silently.
 */

/** Attributes Storyblok sends that carry nothing to render: never reported. */
const QUIET_ATTRS = new Set(["id", "uuid", "meta_data", "copyright", "source", "linktype", "custom", "story", "anchor", "target", "href", "body"]);

/** A CSS colour of a node or mark, or undefined (noted when there was a value that is not one). */
export function colorAttr(type: string, key: string, value: unknown, note: Note): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const color = cssColor(value);
  if (!color) note(`${type}: ${key} ${JSON.stringify(value).slice(0, 60)} is not a colour; ignored`);
  return color ?? undefined;
}

/** The clean attributes of a node of `type` from its raw `attrs` (and the style declarations among them). */
export function attrsOf(type: ElementType, raw: Raw, note: Note): CleanAttrs {
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
      const background = colorAttr(type, "backgroundColor", attrs.backgroundColor ?? style.get("background-color"), note);
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
    const clean_ = colorAttr(type, "color", color, note);
    if (clean_) clean.color = clean_;
  }
  for (const key of Object.keys(attrs)) {
    if (!known.has(key) && !QUIET_ATTRS.has(key)) note(`${type}: attribute "${key}" ignored`);
  }
  return clean;
}
