import type { AppLoadContext } from "@remix-run/node";
import type { FullContent } from "~/load-context";
import type { BlokBase, StaticBlok } from "./types";
import { isStaticView, staticTagOf } from "./views";

/** True for a Storyblok blok object (CDN API v2: a `component` name and a `_uid`). */
function isBlok(value: unknown): value is BlokBase {
  const record = value as Record<string, unknown> | null;
  return typeof record === "object" && record !== null && typeof record.component === "string" && typeof record._uid === "string";
}

/** True when `value` is no blok, or a blok whose view is static. */
const staticOrData = (value: unknown) => !isBlok(value) || isStaticView(value.component);

/** True when every blok nested anywhere in `value` has a static view (a blok `value` itself is not checked). */
function nestedAllStatic(value: unknown): boolean {
  if (!value || typeof value !== "object") return true;
  const children = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  return children.every((child) => staticOrData(child) && nestedAllStatic(child));
}

function stubOf(blok: BlokBase): StaticBlok | null {
  if (!isStaticView(blok.component)) return null;
  const tag = staticTagOf(blok);
  return tag && nestedAllStatic(blok) ? { component: blok.component, _uid: blok._uid, _static: tag } : null;
}

function stub(value: unknown, keptUids: Set<string>, full: FullContent): unknown {
  if (Array.isArray(value)) return value.map((item) => stub(item, keptUids, full));
  if (!value || typeof value !== "object") return value;
  if (isBlok(value)) {
    const stand = stubOf(value);
    if (stand) {
      full.bloks.set(value._uid, value);
      return stand;
    }
    keptUids.add(value._uid);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) copy[key] = stub(field, keptUids, full);
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
 * @returns a new content tree (the input is not changed) and the kept block data.
 */
export function stubStaticBloks<C>(
  content: C,
  blockData: Readonly<Record<string, unknown>>,
  full: FullContent,
): { content: C; blockData: Record<string, unknown> } {
  const keptUids = new Set<string>();
  const stubbed = stub(content, keptUids, full) as C;
  Object.assign(full.blockData, blockData);
  const kept: Record<string, unknown> = {};
  for (const [uid, data] of Object.entries(blockData)) if (keptUids.has(uid)) kept[uid] = data;
  return { content: stubbed, blockData: kept };
}
