import fc from "fast-check";
import { ENCODED_MARKER, JSON_MARKER, MARKER, lineSafe, nasty, urlPiece, type HostilePlan, type SiteFacts } from "./hostile-basics";
import { bodyArb } from "./hostile-bodies";
import { SESSION_COOKIE } from "../../app/domain/members/session-cookie";

export type { HostilePlan, SiteFacts };

/**
 * Generators of hostile HTTP requests for `hostile-property.http.spec.ts`:
 * methods, paths, queries, headers, cookies, bodies and content types a browser would never
 * send. A generated request is a plan with placeholders for the reflection marker, filled in
 * per request when it is sent (`render`): `§M§` the marker as is, `§E§` percent-encoded,
 * `§J§` escaped for a JSON string.
 */

/** A string that breaks HTML, attributes and scripts when echoed unescaped; `id` makes each unique. */
export function markerFor(id: number): { text: string; probes: string[] } {
  const token = `zq${id}zq`;
  return { text: `"'><svg/onload=alert(${token})><script>${token}</script>`, probes: [`<svg/onload=alert(${token})`, `<script>${token}`] };
}

/** The plan with the marker filled in: raw, percent-encoded or JSON-escaped, as each placeholder says. */
export function render(plan: HostilePlan, marker: string): HostilePlan {
  const fill = (value: string) =>
    value.replaceAll(MARKER, marker).replaceAll(ENCODED_MARKER, encodeURIComponent(marker)).replaceAll(JSON_MARKER, JSON.stringify(marker).slice(1, -1));
  return {
    method: fill(plan.method),
    target: fill(plan.target),
    headers: plan.headers.map(([name, value]) => [name, fill(value)]),
    body: plan.body && { ...plan.body, contentType: plan.body.contentType === undefined ? undefined : fill(plan.body.contentType), text: fill(plan.body.text) },
  };
}

const METHODS = [
  "GET",
  "GET",
  "GET",
  "HEAD",
  "POST",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "get",
  "GARBAGE",
  "M-SEARCH",
  "QUERY",
] as const;

/** Mutations of a path (dot segments, slashes, backslashes, encodings, case, length). */
function mutatePath(path: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(path),
    urlPiece.map((piece) => `${path}/${piece}`),
    urlPiece.map((piece) => `${path}${piece}`),
    fc.constantFrom("/de", "/xx", "/en", "/in", "/ar", "/DE", "/de/de").map((prefix) => `${prefix}${path}`),
    fc.constantFrom("/./", "/../", "/../../", "//", "/.//", "/%2e%2e/", "/%2e/", "\\", "/%5c", "%2f", "/;/", "/%00/").map((infix) => path.replace("/", infix)),
    fc.constant(path.replace(/\//g, "//")),
    fc.constantFrom("/", "/.", "/..", "%20", "%", "#x", "/index.html", ".json", ".data", "?", "?_data=root", "?index").map((suffix) => `${path}${suffix}`),
    fc.constant(path.toUpperCase()),
    fc.constantFrom(300, 3_000, 9_000, 20_000).map((n) => `${path}/${"a".repeat(n)}`),
    fc.constantFrom("http://evil.example", "http://127.0.0.1", "https://localhost:1").map((origin) => `${origin}${path}`),
    fc.constant("*"),
  );
}

const QUERY_KEYS = [
  "to",
  "returnTo",
  "a",
  "_storyblok",
  "_storyblok_tk[space_id]",
  "_storyblok_tk[timestamp]",
  "_storyblok_tk[token]",
  "_storyblok_release",
  "lang",
  "period",
  "step",
  "area",
  "outcome",
  "slot",
  "PSubscriptionID",
  "page",
  "block",
  "utm_source",
  "gtm",
  "debug",
  "application",
  "signup",
  "silent",
  "code",
  "state",
  "error",
  "error_description",
  "_data",
  "index",
] as const;

/** A query: known and hostile keys, hostile values, repeats, bad encodings, or one huge string. */
const query: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant("") },
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: urlPiece }), urlPiece), {
        minLength: 1,
        maxLength: 8,
      })
      .map((pairs) => `?${pairs.map(([key, value]) => `${lineSafe(key)}=${value}`).join("&")}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...QUERY_KEYS).map((key) => `?${`${key}=1&`.repeat(600)}`) },
  { weight: 1, arbitrary: fc.constantFrom("?", "??", "?&&&", "?=", "?a", "?%", "?a=%zz", "?a[]=1&a[b]=2", `?${"x".repeat(9_000)}`) },
);

/** Plausible and implausible client addresses. */
const ip = fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom("unknown", "127.0.0.1, 10.0.0.1, 203.0.113.20", "::1", "999.1.1.1", "", "a".repeat(500)), nasty);

/** A header value with no CR or LF (the framing stays sane; NUL and DEL are allowed: Node refuses them itself). */
const headerValue = nasty.map((value) => value.replace(/[\r\n]/g, ""));

const cookie = fc
  .array(
    fc.oneof(
      headerValue.map((v) => `${SESSION_COOKIE}=${v.replace(/;/g, "")}`),
      fc.constantFrom(
        `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.e30.x`,
        `${SESSION_COOKIE}=%`,
        `${SESSION_COOKIE}=s%3Aabc.def`,
        `${SESSION_COOKIE}=` + "A".repeat(4_000),
      ),
      headerValue.map((v) => `locale=${v.replace(/;/g, "")}`),
      fc.constantFrom(
        "locale=de",
        "locale=xx",
        "locale=%00",
        "tz=Europe/Berlin",
        "tz=Mars/Olympus",
        "tz=../../etc",
        "bp_attendee=garbage",
        "bp_attendee=%7B%7D",
      ),
      headerValue.map((v) => `tz=${v.replace(/;/g, "")}`),
      headerValue.map((v) => `bp_attendee=${v.replace(/;/g, "")}`),
      fc.tuple(fc.stringMatching(/^[A-Za-z_]{1,12}$/), headerValue).map(([k, v]) => `${k}=${v.replace(/;/g, "")}`),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((cookies) => cookies.join("; "));

/** One header a visitor's client (or an attacker) could send. */
function header(facts: SiteFacts): fc.Arbitrary<[string, string]> {
  return fc.oneof(
    fc.tuple(fc.constantFrom("X-Forwarded-For", "Fly-Client-IP"), ip),
    fc.tuple(fc.constant("X-Forwarded-Host"), fc.oneof(fc.constantFrom(facts.host, "evil.example", "a b", "[", ""), headerValue)),
    fc.tuple(fc.constant("X-Forwarded-Proto"), fc.constantFrom("http", "https", "HTTPS", "https, http", "ftp", "a b", "", MARKER)),
    fc.tuple(fc.constant("Cookie"), cookie),
    fc.tuple(
      fc.constant("Range"),
      fc.oneof(
        fc.constantFrom("bytes=0-0", "bytes=99999999999-", "bytes=-1", "bytes=5-1", "bytes=0-1,2-3,4-5,0-", "items=1-2", "bytes=", "bytes=a-b"),
        headerValue,
      ),
    ),
    fc.tuple(
      fc.constant("Accept-Language"),
      fc.oneof(fc.constantFrom("de", "ar", "xx", "*", "de;q=abc", "zh-TW,zh;q=0.9", "in", "id", "a".repeat(5_000)), headerValue),
    ),
    fc.tuple(
      fc.constant("Accept"),
      fc.oneof(fc.constantFrom("text/html", "application/json", "*/*", "text/x-component", "application/xhtml+xml;q=-1"), headerValue),
    ),
    fc.tuple(fc.constant("Accept-Encoding"), fc.constantFrom("gzip", "br", "deflate", "identity", "gzip;q=0, br;q=2", "*", "garbage")),
    fc.tuple(
      fc.constant("Referer"),
      fc.oneof(fc.constantFrom("https://www.google.com/", "https://www.google.de/search?q=x", "http://[", `https://${facts.host}/`), headerValue),
    ),
    fc.tuple(fc.constant("User-Agent"), fc.oneof(fc.constantFrom("Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8", "", "Mozilla/5.0"), headerValue)),
    fc.tuple(fc.constant("Origin"), fc.oneof(fc.constantFrom("null", "https://evil.example", `http://${facts.host}`), headerValue)),
    fc.tuple(
      fc.constantFrom("Sec-Fetch-Site", "Sec-Fetch-Mode", "Sec-Fetch-Dest"),
      fc.oneof(fc.constantFrom("same-origin", "cross-site", "none", "navigate", "document"), headerValue),
    ),
    fc.tuple(fc.constant("Authorization"), fc.oneof(fc.constantFrom("Bearer x", "Bearer ", "Basic dXNlcjpwYXNz", "Bearer " + "a".repeat(3_000)), headerValue)),
    fc.tuple(fc.constantFrom("If-None-Match", "If-Modified-Since", "If-Range", "Cache-Control", "Pragma"), headerValue),
    fc.tuple(fc.constantFrom("X-Request-Id", "X-Marker", "X-Remix-Response", "X-Remix-Reload-Document"), headerValue),
    fc.tuple(fc.constant("Content-Type"), fc.constantFrom("application/json", "text/plain", "multipart/form-data", "application/x-www-form-urlencoded")),
    fc.tuple(fc.constant("Expect"), fc.constantFrom("100-continue", "garbage")),
    fc.tuple(fc.constant("Connection"), fc.constantFrom("Upgrade", "keep-alive", "TE")),
    fc.tuple(fc.constant("Upgrade"), fc.constantFrom("websocket", "h2c")),
  );
}

/** The Host header: usually the server's, sometimes hostile (answered 400), sometimes absent or doubled. */
function hostHeaders(facts: SiteFacts): fc.Arbitrary<[string, string][]> {
  return fc.oneof(
    { weight: 16, arbitrary: fc.constant<[string, string][]>([["Host", facts.host]]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "[", "a b", "evil.example:99999", "evil.example", "localhost", MARKER).map((host): [string, string][] => [["Host", host]]),
    },
    { weight: 1, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: 1,
      arbitrary: fc.constant<[string, string][]>([
        ["Host", facts.host],
        ["Host", "evil.example"],
      ]),
    },
  );
}

/** Headers for a request: Host plus 0–6 others. */
export function headersArb(facts: SiteFacts, maxOthers = 6): fc.Arbitrary<[string, string][]> {
  return fc.tuple(hostHeaders(facts), fc.array(header(facts), { maxLength: maxOthers })).map(([host, others]) => [...host, ...others]);
}

export function pathRequests(facts: SiteFacts): fc.Arbitrary<HostilePlan> {
  return fc
    .tuple(fc.constantFrom(...METHODS), fc.constantFrom(...facts.addresses).chain(mutatePath), headersArb(facts, 2))
    .map(([method, target, headers]) => ({
      method,
      target: target.startsWith("/") || target === "*" || target.startsWith("http") ? target : `/${target}`,
      headers,
    }));
}

/** GET or HEAD (sometimes POST) on any address with a hostile query. */
export function queryRequests(facts: SiteFacts): fc.Arbitrary<HostilePlan> {
  return fc
    .tuple(fc.constantFrom("GET", "GET", "HEAD", "POST"), fc.constantFrom(...facts.addresses), query, headersArb(facts, 2))
    .map(([method, address, q, headers]) => ({ method, target: address.includes("?") && q ? `${address}&${q.slice(1)}` : `${address}${q}`, headers }));
}

/** GET or HEAD on any address with hostile headers and cookies. */
export function headerRequests(facts: SiteFacts): fc.Arbitrary<HostilePlan> {
  return fc
    .tuple(fc.constantFrom("GET", "GET", "HEAD"), fc.constantFrom(...facts.addresses), headersArb(facts, 8))
    .map(([method, target, headers]) => ({ method, target, headers }));
}

/** POST (sometimes another method) of a hostile body to the forms and endpoints, or any address. */
export function bodyRequests(facts: SiteFacts): fc.Arbitrary<HostilePlan> {
  const target = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...facts.forms.map((form) => form.path)) },
    { weight: 3, arbitrary: fc.constantFrom(...facts.endpoints) },
    { weight: 1, arbitrary: fc.constantFrom(...facts.addresses) },
  );
  return fc
    .tuple(fc.constantFrom("POST", "POST", "POST", "POST", "POST", "POST", "POST", "PUT", "PATCH", "DELETE"), target, headersArb(facts, 3), bodyArb(facts))
    .map(([method, path, headers, body]) => ({ method, target: path, headers, body }));
}
