/** Readers of untrusted attribute values in rich-text documents (`normalize.ts`): each returns the value when valid, else `undefined`. */

export type Raw = Record<string, unknown>;

export const isRecord = (value: unknown): value is Raw => typeof value === "object" && value !== null && !Array.isArray(value);

/** A non-blank string of at most `max` characters. */
export const shortText = (value: unknown, max = 300): string | undefined =>
  typeof value === "string" && value.trim() && value.length <= max ? value : undefined;

/** A whole number in [min, max], given as a number or a numeric string. */
export function integer(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** A URL for `src`: http(s), protocol-relative (made https) or a site path; anything else is dropped. */
export function safeSrc(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const url = value.trim();
  if (url.startsWith("//")) return `https:${url}`;
  if (/^https?:\/\/[^\s"'<>]+$/i.test(url) || /^\/[^/\s"'<>][^\s"'<>]*$/.test(url)) return url;
  return undefined;
}
