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

/**
 * The last texts written or parsed and their values: the same text gives the same object (React
 * compares by identity, and the page, its translations and the client loader read the same
 * data). Keyed by the text itself, so a value is only ever handed back for identical text.
 */
const values = new Map<string, unknown>();
const KEEP = 4;

function remember(text: string, value: unknown): void {
  values.set(text, value);
  if (values.size > KEEP) values.delete(values.keys().next().value as string);
}

/**
 * `value` as {@link JsonText}. `JSON.stringify` drops `undefined` properties, as the wire did.
 * The value is remembered, so the server's render reads it back without parsing what it wrote
 * (and renders the value itself: data that is not plain JSON then differs from what the browser
 * hydrates with, and shows as a hydration mismatch instead of passing unseen).
 */
export function toJsonText<T>(value: T): JsonText<T> {
  const text = JSON.stringify(value);
  remember(text, value);
  return text as JsonText<T>;
}

/** The value of `text`, parsed once per distinct text. Throws `SyntaxError` on text that is not JSON. */
export function parseJsonText<T>(text: JsonText<T>): T {
  if (values.has(text)) return values.get(text) as T;
  const value = JSON.parse(text) as T;
  remember(text, value);
  return value;
}
