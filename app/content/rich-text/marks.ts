import type { MultilinkLike } from "~/domain/routing/links";
import { colorAttr } from "./attributes";
import { isRecord, shortText, type Raw } from "./values";
import type { Mark, Note } from "./types";

/**
 * A text node's marks (`normalize.ts`): the ones Storyblok's editor produces, with their
 * attributes checked; an unknown mark is noted and left off, its text kept.
 */

const SIMPLE_MARKS = new Set(["bold", "italic", "strike", "underline", "code", "superscript", "subscript"]);
const LINKTYPES = new Set(["story", "url", "email", "asset"]);
const REL_TOKENS = new Set(["nofollow", "noopener", "noreferrer", "sponsored", "ugc", "external"]);

/** The mark `raw` stands for, or null when it is none this site renders (noted). */
export function markOf(raw: unknown, note: Note): Mark | null {
  if (!isRecord(raw) || typeof raw.type !== "string") return null;
  const attrs = isRecord(raw.attrs) ? raw.attrs : {};
  if (SIMPLE_MARKS.has(raw.type)) return { type: raw.type as "bold" };
  if (raw.type === "strong") return { type: "bold" }; // older Storyblok documents
  switch (raw.type) {
    case "highlight":
    case "textStyle": {
      const color = colorAttr(raw.type, "color", attrs.color, note);
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
}

/** A link mark: its target as a multilink, and the title and `rel` tokens it may carry. */
function linkMark(attrs: Raw): Mark {
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
}
