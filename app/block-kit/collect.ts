import type { BlokBase } from "./types";

/** Every blok in a content tree (anything with `component` and `_uid` strings), depth first. */
export function collectBloks(value: unknown, found: BlokBase[] = []): BlokBase[] {
  if (Array.isArray(value)) {
    for (const item of value) collectBloks(item, found);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.component === "string" && typeof record._uid === "string") found.push(record as unknown as BlokBase);
    for (const child of Object.values(record)) collectBloks(child, found);
  }
  return found;
}
