/**
 * What a form answer may echo back of what the visitor sent ("reflected
 * values are capped in length"). A form page that refuses a post answers the form with the
 * visitor's values; a value longer than any field allows is cut, so a hostile post cannot make
 * the page (which carries each value twice: in the HTML and in the hydration data) grow with it.
 */

/**
 * Longest string reflected, in characters: the longest value any form field accepts (the
 * affiliate website URL, 2,048 — `domain/affiliates/affiliate-application.ts`), so a valid value always
 * comes back whole.
 */
export const MAX_REFLECTED_CHARS = 2_048;

/** Most entries of one list reflected (a field repeated in a post): more than any form's options. */
export const MAX_REFLECTED_ITEMS = 100;

/** Deepest nesting walked; anything deeper is dropped (form answers are two or three levels deep). */
const MAX_DEPTH = 8;

/**
 * `value` with every string cut to {@link MAX_REFLECTED_CHARS} and every list to
 * {@link MAX_REFLECTED_ITEMS}, walking plain objects and arrays (other objects are kept as
 * they are). Returns a copy; never throws.
 */
export function capReflected<T>(value: T, depth = 0): T {
  if (typeof value === "string") return (value.length > MAX_REFLECTED_CHARS ? value.slice(0, MAX_REFLECTED_CHARS) : value) as T;
  if (depth >= MAX_DEPTH) return (Array.isArray(value) ? [] : isPlainObject(value) ? {} : value) as T;
  if (Array.isArray(value)) return value.slice(0, MAX_REFLECTED_ITEMS).map((item: unknown) => capReflected(item, depth + 1)) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [capReflected(key, depth + 1), capReflected(item, depth + 1)])) as T;
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
