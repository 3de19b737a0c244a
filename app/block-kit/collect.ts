import type { BlokBase } from "./types";

/**
 * Bloks already collected, by the content tree they were found in. Content is read, never
 * changed in place: a cached story's content is the same object from request to request until a
 * new version replaces it, so each tree is walked once, not once per caller on every request.
 */
const collected = new WeakMap<object, readonly BlokBase[]>();

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

/** Every blok in a content tree (anything with `component` and `_uid` strings), depth first; the same frozen array for the same tree. */
export function collectBloks(value: unknown): readonly BlokBase[] {
  if (!value || typeof value !== "object") return [];
  let found = collected.get(value);
  if (!found) {
    found = Object.freeze(walk(value, []));
    collected.set(value, found);
  }
  return found;
}
