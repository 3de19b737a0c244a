import type { FullContent } from "~/load-context";
import { isBlok, type BlokBase, type StaticBlok } from "./types";
import { isStaticView, staticTagOf } from "./views";

/**
 * One pass, children first: adds to `found` every blok whose view and nested bloks' views are
 * all static, and tells whether everything in `value` is static.
 */
function markStatic(value: unknown, found: Set<BlokBase>): boolean {
  if (!value || typeof value !== "object") return true;
  let all = true;
  for (const child of Array.isArray(value) ? value : Object.values(value as Record<string, unknown>)) {
    if (!markStatic(child, found)) all = false;
  }
  if (!isBlok(value)) return all;
  const stubbable = all && isStaticView(value.component);
  if (stubbable) found.add(value);
  return stubbable;
}

interface Sent {
  stubbable: ReadonlySet<BlokBase>;
  blockData: Readonly<Record<string, unknown>>;
  full: FullContent;
  keptUids: Set<string>;
  components: Set<string>;
}

/** Copies `value`, outermost stubbable bloks replaced by stubs (their views render one known tag). */
function stub(value: unknown, sent: Sent): unknown {
  if (Array.isArray(value)) return value.map((item) => stub(item, sent));
  if (!value || typeof value !== "object") return value;
  if (isBlok(value)) {
    const tag = sent.stubbable.has(value) ? staticTagOf(value, sent.blockData) : null;
    if (tag) {
      sent.full.bloks.set(value._uid, value);
      return { component: value.component, _uid: value._uid, _static: tag } satisfies StaticBlok;
    }
    sent.keptUids.add(value._uid);
    sent.components.add(value.component);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) copy[key] = stub(field, sent);
  return copy;
}

/**
 * The key of a loader's data under which it carries the full content behind its stubs: a
 * symbol, on a property that is not enumerable, so the data's serialization to the browser
 * (Remix's single fetch, turbo-stream: `Object.keys`) never sends it, while the document
 * (entry.server.tsx) reads it from the route's data before rendering.
 */
const FULL_CONTENT = Symbol("fullContent");

/** An empty record of what the server renders behind a document's stubs. */
export function emptyFullContent(): FullContent {
  return { bloks: new Map(), blockData: {} };
}

/** `data` carrying `full` for the document alone (see {@link FULL_CONTENT}); `data` itself, changed in place. */
export function withFullContent<T extends object>(data: T, full: FullContent | null): T {
  if (full) Object.defineProperty(data, FULL_CONTENT, { value: full, enumerable: false });
  return data;
}

/**
 * The full content behind the stubs of every route's data (the root's header and footer, the
 * page's story), merged for the document's render; null when no route sent stubs.
 */
export function fullContentOfRoutes(loaderData: Readonly<Record<string, unknown>>): FullContent | null {
  let merged: FullContent | null = null;
  for (const data of Object.values(loaderData)) {
    const full = data && typeof data === "object" ? (data as { [FULL_CONTENT]?: FullContent })[FULL_CONTENT] : undefined;
    if (!full) continue;
    merged ??= emptyFullContent();
    for (const [uid, blok] of full.bloks) merged.bloks.set(uid, blok);
    Object.assign(merged.blockData, full.blockData);
    if (full.strings) merged.strings = { ...merged.strings, ...full.strings };
  }
  return merged;
}

/**
 * What the browser needs of a story's content on a first visit (docs/decisions/0019): every
 * blok whose view and nested bloks are all static (views with `staticTag`) becomes a
 * {@link StaticBlok} stub, so neither its fields nor its view code travel, and the block data
 * of the bloks left (by `_uid`). The server still renders the full content: each stubbed blok
 * and all the block data go into `full` (which the loader hands the document, {@link withFullContent}). Views must
 * be loaded (`loadViews`) before this runs; a view not loaded counts as interactive.
 * @returns a new content tree (the input is not changed), the kept block data and the
 *   components of the bloks left (what the browser needs views for).
 */
export function stubStaticBloks<C>(
  content: C,
  blockData: Readonly<Record<string, unknown>>,
  full: FullContent,
): { content: C; blockData: Record<string, unknown>; components: Set<string> } {
  const stubbable = new Set<BlokBase>();
  markStatic(content, stubbable);
  const sent: Sent = { stubbable, blockData, full, keptUids: new Set(), components: new Set() };
  const stubbed = stub(content, sent) as C;
  Object.assign(full.blockData, blockData);
  const kept: Record<string, unknown> = {};
  for (const [uid, data] of Object.entries(blockData)) if (sent.keptUids.has(uid)) kept[uid] = data;
  return { content: stubbed, blockData: kept, components: sent.components };
}
