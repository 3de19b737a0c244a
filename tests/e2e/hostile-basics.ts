import fc from "fast-check";

/**
 * The shapes and strings of the hostile-request generators (hostile-arbitraries.ts): the plan of a
 * request, the reflection markers' placeholders, strings that have broken parsers before, and URL
 * pieces made of them.
 */

/** A request before its marker is filled in. */
export interface HostilePlan {
  method: string;
  /** Path and query exactly as they go on the request line. */
  target: string;
  headers: [string, string][];
  body?: HostileBody;
}

/** A body, its content type (none: no header) and how its length is framed. */
export interface HostileBody {
  contentType?: string;
  text: string;
  framing: "length" | "chunked" | "broken-chunked" | "short-length" | "bad-length" | "duplicate-length" | "length-and-chunked" | "unframed";
}

/** What generators need to know about the site. */
export interface SiteFacts {
  /** Every address to attack (code routes, story pages, endpoints, static files). */
  addresses: readonly string[];
  /** Form pages and the `_block` uids their forms post. */
  forms: readonly { path: string; blocks: readonly string[] }[];
  /** JSON and form endpoints. */
  endpoints: readonly string[];
  /** `host:port` of the server under test. */
  host: string;
}

export const MARKER = "§M§";
export const ENCODED_MARKER = "§E§";
export const JSON_MARKER = "§J§";

/** Strings that have broken parsers before: encodings, traversal, open-redirect shapes, numbers, unicode. */
const NASTY = [
  "",
  " ",
  "%",
  "%zz",
  "%00",
  "%ff%fe",
  "%c0%af",
  "%E2%80%AE",
  "..",
  "../..",
  "%2e%2e%2f%2e%2e",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "https://evil.example/",
  "https://evil。example/",
  "//%2fevil.example",
  "/%2F%2Fevil.example",
  "javascript:alert(1)",
  "data:text/html,<b>x</b>",
  "null",
  "undefined",
  "[]",
  "{}",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999",
  "true",
  "__proto__",
  "constructor",
  "toString",
  "é",
  "\u202e",
  "😀",
  "\u0301",
  "\ufeff",
  "sandbox",
  "2027-01-20T17:00:00.000Z",
  "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02",
  "out-calm-stress-relief",
  "8a3f12c07e5d4b9a",
] as const;

/** A hostile string (may hold the raw marker placeholder). */
export const nasty: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 4, arbitrary: fc.constant(MARKER) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: "binary" }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: "grapheme" }) },
  { weight: 1, arbitrary: fc.constantFrom(300, 3_000).map((n) => "a".repeat(n)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...NASTY), fc.constant(MARKER)).map(([a, b]) => a + b) },
);

/** A whitespace or control character (cannot stand raw on a request line). */
const isControl = (char: string) => char.codePointAt(0)! <= 0x20 || char === "\u007f";

/** `char` percent-encoded (a lone surrogate as U+FFFD). */
function percent(char: string): string {
  try {
    return encodeURIComponent(char);
  } catch {
    return "%EF%BF%BD";
  }
}

/** Percent-encodes what cannot stand raw on a request line (whitespace, controls, non-ASCII), keeping the rest and the placeholders. */
export function lineSafe(value: string): string {
  return value
    .split(/(§[MEJ]§)/)
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((char) => (isControl(char) || char.codePointAt(0)! > 0x7f ? percent(char) : char)).join("")))
    .join("");
}

/** A hostile URL piece: as is (made line-safe), percent-encoded, or with the marker percent-encoded. */
export const urlPiece: fc.Arbitrary<string> = fc.tuple(nasty, fc.constantFrom("raw", "encoded", "raw-unicode")).map(([value, how]) => {
  if (how === "encoded") {
    return value
      .split(MARKER)
      .map((part) => lineSafe(encodeURIComponent(part.replace(/[\ud800-\udfff]/g, ""))))
      .join(ENCODED_MARKER);
  }
  // Raw non-ASCII bytes on the request line: Node's parser takes them as they are.
  return how === "raw-unicode" ? [...value].map((char) => (isControl(char) ? percent(char) : char)).join("") : lineSafe(value);
});
