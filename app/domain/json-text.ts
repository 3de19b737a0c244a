/**
 * Bulky loader data sent as JSON text (issue 15, docs/decisions/0022).
 *
 * Remix sends loader data with turbo-stream, which the browser decodes value by value in
 * JavaScript: a long story's content, block data and strings (~1,300 values on
 * `/gallery/blocks`) took 25–80 ms on a 4×-throttled CPU, inside the task that starts
 * hydration. The same data as one JSON string is one turbo-stream value, and `JSON.parse`
 * reads it natively in 1–3 ms. Only plain JSON goes this way: no `Date`, `Map`, `Set`,
 * `undefined` in arrays or class instances (block loaders return plain objects).
 */

/** JSON text of a `T`: a string that {@link parseJsonText} turns back into the `T`. */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/** `value` as {@link JsonText}. `JSON.stringify` drops `undefined` properties, as the wire did. */
export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/**
 * The last texts parsed and their values: the same text gives the same object (React compares
 * by identity, and the page, its translations and the client loader read the same data).
 * Keyed by the text itself, so a value is only ever handed back for identical text.
 */
const parsed = new Map<string, unknown>();
const KEEP = 4;

/** The value of `text`, parsed once per distinct text. Throws `SyntaxError` on text that is not JSON. */
export function parseJsonText<T>(text: JsonText<T>): T {
  if (parsed.has(text)) return parsed.get(text) as T;
  const value = JSON.parse(text) as T;
  parsed.set(text, value);
  if (parsed.size > KEEP) parsed.delete(parsed.keys().next().value as string);
  return value;
}
