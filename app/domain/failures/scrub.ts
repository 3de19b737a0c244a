/**
 * Removes personal data and secrets from anything about to leave for error reporting or
 * analytics: values under sensitive keys (emails, phone numbers, tokens, passwords,
 * cookies, anything named like `socialSecurity`) and email addresses or long digit runs
 * inside any string. Pure; returns a copy.
 *
 * Linear in its input: a string is cut at {@link MAX_SCRUBBED_LENGTH} characters first, and
 * every pattern has bounded repeats, so no input makes the regular expressions backtrack over
 * the rest of it (unbounded, a 14 KB query cost a second of CPU per request).
 */
export const REDACTED = "[redacted]";

/** Characters of one string kept in a report; the rest is replaced by {@link TRUNCATED}. */
export const MAX_SCRUBBED_LENGTH = 4_096;
export const TRUNCATED = "…[truncated]";

const SENSITIVE_KEY = /(e-?mail|phone|telephone|mobile|token|secret|password|passwd|authorization|cookie|social.?security|ssn|tax.?id|card.?number|cvv|iban)/i;
/**
 * An email address, also URL-encoded (`ada%40example.org`), within RFC 5321's lengths (local
 * part ≤ 64, domain ≤ 253): bounded repeats keep each attempt short, so a long run of address
 * characters without `@` costs a fixed amount per position, not the rest of the string.
 */
const EMAIL = /[A-Z0-9._%+-]{1,64}(?:@|%40)[A-Z0-9.-]{1,253}\.[A-Z]{2,24}/gi;
/** International phone numbers (`+44 117 496 0412`; E.164 has at most 15 digits). */
const PHONE = /\+\d[\d\s().-]{6,30}\d/g;
/** US social security numbers (`123-45-6789`). */
const SSN = /\b\d{3}-\d{2}-\d{4}\b/g;
/** Long bare digit runs (national phone or ID numbers); dates and hex ids do not match. */
const DIGITS = /\b\d{9,}\b/g;

/**
 * Query parameters whose values are capabilities, not data: whoever holds one can use it. A
 * visual-editor token (`_storyblok_tk[token]`, valid an hour), an order summary's
 * `PSubscriptionID`, an attendee's `a`, and the sign-in callback's `code` and `state`.
 */
export const CAPABILITY_PARAMS = ["_storyblok_tk[*]", "PSubscriptionID", "a", "code", "state"] as const;

const isCapability = (name: string) => name.startsWith("_storyblok_tk[") || (CAPABILITY_PARAMS as readonly string[]).includes(name);

/** A capability parameter's value in a URL or query string (also `%5B`-encoded brackets). */
const CAPABILITY_IN_URL = /((?:^|[?&])(?:_storyblok_tk(?:\[|%5B)[^=&#\s]{0,40}|PSubscriptionID|a|code|state)=)[^&#\s"']*/gi;

/** A parsed query with the values of {@link CAPABILITY_PARAMS} redacted. Pure; returns a copy. */
export function redactCapabilities<T>(query: Record<string, T>): Record<string, T | typeof REDACTED> {
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, isCapability(name) ? REDACTED : value]));
}

/** Keys under which reports carry a request's query: a string, `[name, value]` pairs or an object. */
const QUERY_KEYS: ReadonlySet<string> = new Set(["query", "query_string", "searchParams"]);

function redactQuery(query: unknown): unknown {
  if (typeof query === "string") return query.replace(CAPABILITY_IN_URL, `$1${REDACTED}`);
  if (Array.isArray(query))
    return query.map((pair) => (Array.isArray(pair) && typeof pair[0] === "string" && isCapability(pair[0]) ? [pair[0], REDACTED] : pair));
  if (query && typeof query === "object") return redactCapabilities(query as Record<string, unknown>);
  return query;
}

/**
 * Removes capability values ({@link CAPABILITY_PARAMS}) from anything about to leave for
 * events or reports: in URLs and query strings inside any string, and in parsed queries. Other
 * data is left as it is. Pure; returns a copy.
 */
export function scrubCapabilities<T>(value: T, depth = 0): T {
  if (depth > 12) return value;
  // A capability in a URL is always `name=value`: a string without `=` holds none.
  if (typeof value === "string") return (value.includes("=") ? value.replace(CAPABILITY_IN_URL, `$1${REDACTED}`) : value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubCapabilities(item, depth + 1)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, child]) => [
        key,
        QUERY_KEYS.has(key) ? redactQuery(child) : scrubCapabilities(child, depth + 1),
      ]),
    ) as T;
  }
  return value;
}

export function scrubString(input: string): string {
  const value = input.length > MAX_SCRUBBED_LENGTH ? input.slice(0, MAX_SCRUBBED_LENGTH) + TRUNCATED : input;
  return value.replace(CAPABILITY_IN_URL, `$1${REDACTED}`).replace(EMAIL, REDACTED).replace(PHONE, REDACTED).replace(SSN, REDACTED).replace(DIGITS, REDACTED);
}

export function scrub<T>(value: T, depth = 0): T {
  if (depth > 12) return REDACTED as T;
  if (typeof value === "string") return scrubString(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, child]) => [
        key,
        SENSITIVE_KEY.test(key) ? REDACTED : QUERY_KEYS.has(key) ? scrub(redactQuery(child), depth + 1) : scrub(child, depth + 1),
      ]),
    ) as T;
  }
  return value;
}
