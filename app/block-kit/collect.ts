import type { BlokBase } from "./types";
import { perContent } from "./per-content";

function walk(value: unknown, found: BlokBase[]): BlokBase[] {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, found);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.component === "string" && typeof record._uid === "string") found.push(record as unknown as BlokBase);
    for (const child of Object.values(record)) walk(child, found);
  }
  return found;
}

const collected = perContent((content): readonly BlokBase[] => Object.freeze(walk(content, [])));

/**
 * Every blok in a content tree (anything with `component` and `_uid` strings), depth first; the
 * same frozen array for the same tree object, walked once (`perContent`).
 */
export function collectBloks(value: unknown): readonly BlokBase[] {
  return collected(value, undefined);
}
