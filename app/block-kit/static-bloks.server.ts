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
  /** The stub keys given so far, and the caller's prefix for them (see {@link stubKey}). */
  keys: Set<string>;
  prefix: string;
}

/** Characters of a blok's `_uid` a stub key starts with: a UUID's first 8 hex digits (32 bits). */
const KEY_LENGTH = 8;

/**
 * The key a stub goes by in the document (its `_uid` in the sent data and in `full.bloks`):
 * `prefix` and the start of the blok's `_uid`, longer where two bloks of the call would share it.
 * Storyblok's `_uid`s are UUIDs, random and so incompressible: sent whole they were a tenth of
 * a page's gzipped loader data. Derived from the `_uid` rather than counted, a key names the
 * same blok after the content changes; the prefix keeps the routes' keys apart in one document.
 */
function stubKey(uid: string, sent: Sent): string {
  for (let length = KEY_LENGTH; ; length += KEY_LENGTH) {
    const key = sent.prefix + uid.slice(0, length);
    if (!sent.keys.has(key) || length >= uid.length) {
      sent.keys.add(key);
      return key;
    }
  }
}

/** Copies `value`, outermost stubbable bloks replaced by stubs (their views render one known tag). */
function stub(value: unknown, sent: Sent): unknown {
  if (Array.isArray(value)) return value.map((item) => stub(item, sent));
  if (!value || typeof value !== "object") return value;
  if (isBlok(value)) {
    const tag = sent.stubbable.has(value) ? staticTagOf(value, sent.blockData) : null;
    if (tag) {
      const key = stubKey(value._uid, sent);
      sent.full.bloks.set(key, value);
      return { component: value.component, _uid: key, _static: tag } satisfies StaticBlok;
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
 * symbol, so the data's serialization to the browser (Remix's single fetch, turbo-stream:
 * `Object.keys`) never sends it, while the document (entry.server.tsx) reads it from the route's
 * data before rendering. Enumerable, so that a wrapper that copies the data (`{ ...data }`, as
 * error reporters' loader wrappers do) keeps it.
 */
const FULL_CONTENT = Symbol("fullContent");

/** An empty record of what the server renders behind a document's stubs. */
export function emptyFullContent(): FullContent {
  return { bloks: new Map(), blockData: {} };
}

/** `data` carrying `full` for the document alone (see {@link FULL_CONTENT}); `data` itself, changed in place. */
export function withFullContent<T extends object>(data: T, full: FullContent | null): T {
  if (full) Object.defineProperty(data, FULL_CONTENT, { value: full, enumerable: true });
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
 * be loaded (`loadViews`) before this runs; a view not loaded counts as interactive. A stub's
 * `_uid` is a short key starting with `keyPrefix` (one per route of a document), not the blok's.
 * @returns a new content tree (the input is not changed), the kept block data and the
 *   components of the bloks left (what the browser needs views for).
 */
export function stubStaticBloks<C>(
  content: C,
  blockData: Readonly<Record<string, unknown>>,
  full: FullContent,
  keyPrefix: string,
): { content: C; blockData: Record<string, unknown>; components: Set<string> } {
  const stubbable = new Set<BlokBase>();
  markStatic(content, stubbable);
  const sent: Sent = { stubbable, blockData, full, keptUids: new Set(), components: new Set(), keys: new Set(), prefix: keyPrefix };
  const stubbed = stub(content, sent) as C;
  Object.assign(full.blockData, blockData);
  const kept: Record<string, unknown> = {};
  for (const [uid, data] of Object.entries(blockData)) if (sent.keptUids.has(uid)) kept[uid] = data;
  return { content: stubbed, blockData: kept, components: sent.components };
}
