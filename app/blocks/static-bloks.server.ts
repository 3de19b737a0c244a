import type { AppLoadContext } from "@remix-run/node";
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

/** The load context's record of what the server renders behind stubs, created on first use. */
export function fullContentOf(context: AppLoadContext): FullContent {
  context.fullContent ??= { bloks: new Map(), blockData: {} };
  return context.fullContent;
}

/**
 * What the browser needs of a story's content on a first visit (docs/decisions/0019): every
 * blok whose view and nested bloks are all static (views with `staticTag`) becomes a
 * {@link StaticBlok} stub, so neither its fields nor its view code travel, and the block data
 * of the bloks left (by `_uid`). The server still renders the full content: each stubbed blok
 * and all the block data go into `full` (the load context's, {@link fullContentOf}). Views must
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
