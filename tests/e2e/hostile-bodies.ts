import fc from "fast-check";
import { ENCODED_MARKER, JSON_MARKER, MARKER, nasty, type HostileBody, type SiteFacts } from "./hostile-basics";

/** Bodies of hostile requests (hostile-arbitraries.ts): form fields, url-encoded, multipart and JSON bodies, content types. */

const AFFILIATE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "telephoneCountry",
  "telephone",
  "company",
  "addressLine1",
  "city",
  "stateLocation",
  "zipCode",
  "country",
  "socialSecurity",
  "website1",
  "websiteDescription",
  "listSize",
  "hearAboutUs",
  "comments",
  "nickname",
];
const REGISTRATION_FIELDS = ["day", "timeslot", "name", "email", "phoneCountry", "phone", "timeZone", "intent"];

/** Form fields: the `_block` of a real form (or a hostile one), field names of the forms (or hostile ones), hostile values. */
function formFields(facts: SiteFacts): fc.Arbitrary<[string, string][]> {
  const blocks = facts.forms.flatMap((form) => form.blocks);
  const block = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(blocks.length ? blocks : ["none"])) }, { weight: 1, arbitrary: nasty });
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...AFFILIATE_FIELDS, ...REGISTRATION_FIELDS, "returnTo", "_block") },
    { weight: 1, arbitrary: nasty },
  );
  const value = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom("US", "DE", "instant", "showTimes", "ada@example.com", "+1 415 555 0132") },
    { weight: 3, arbitrary: nasty },
  );
  return fc
    .tuple(fc.option(block, { freq: 5 }), fc.array(fc.tuple(name, value), { maxLength: 12 }))
    .map(([uid, pairs]) => (uid === null ? pairs : [["_block", uid], ...pairs]));
}

/** `application/x-www-form-urlencoded` text; the marker percent-encoded so the server decodes it back. */
const urlencoded = (pairs: [string, string][]) =>
  pairs
    .map(([k, v]) =>
      [k, v]
        .map((part) =>
          part
            .split(MARKER)
            .map((piece) => encodeURIComponent(piece.replace(/[\ud800-\udfff]/g, "")))
            .join(ENCODED_MARKER),
        )
        .join("="),
    )
    .join("&");

/** A multipart body, well formed or broken in one of the usual ways. */
function multipart(pairs: [string, string][], boundary: string, broken: "none" | "no-end" | "other-boundary" | "no-headers" | "file"): string {
  const parts = pairs.map(([k, v]) =>
    broken === "no-headers"
      ? `--${boundary}\r\n\r\n${v}\r\n`
      : broken === "file"
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${MARKER}.html"\r\nContent-Type: text/html\r\n\r\n${v}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const end = broken === "no-end" ? "" : `--${broken === "other-boundary" ? "other" : boundary}--\r\n`;
  return parts.join("") + end;
}

/** JSON bodies shaped like each endpoint's, with hostile values (the marker JSON-escaped). */
const jsonString = nasty.map((value) =>
  JSON.stringify(value.replace(/[\ud800-\udfff]/g, ""))
    .slice(1, -1)
    .replaceAll(MARKER, JSON_MARKER),
);
const jsonBodies: fc.Arbitrary<string> = fc.oneof(
  jsonString.map((v) => `{"subscriptionId":"${v}"}`),
  fc.array(jsonString, { maxLength: 5 }).map((ids) => `{"outcomeIds":[${ids.map((id) => `"${id}"`).join(",")}],"limit":3}`),
  fc.tuple(jsonString, jsonString).map(([uuid, status]) => `{"attendee":{"uuid":"${uuid}","status":"${status}"}}`),
  fc.tuple(jsonString, fc.double()).map(([id, t]) => `{"assetId":"${id}","currentTime":${Number.isFinite(t) ? t : 0},"totalTime":${JSON.stringify(t) ?? 0}}`),
  fc
    .tuple(fc.constantFrom("page_builder", "webinar", "conversion", "http-request", "§J§"), jsonString)
    .map(([dataset, v]) => `{"dataset":"${dataset}","metadata":{"page":"${v}"}}`),
  fc.constantFrom(
    "{",
    "[",
    "null",
    '"x"',
    "1e400",
    "{}",
    "[]",
    '{"__proto__":{"admin":true}}',
    '{"a":1,"a":2}',
    "\ufeff{}",
    `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
    `{"a":"${"\\ud800"}"}`,
  ),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "null"),
);

/** Content types a body may claim. */
const contentTypes = fc.constantFrom(
  undefined,
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=koi8-r",
  "multipart/form-data; boundary=XyZ",
  "multipart/form-data",
  `multipart/form-data; boundary=${"b".repeat(80)}`,
  "application/json",
  "application/json; charset=utf-16",
  "text/plain;charset=UTF-8",
  "application/xml",
  "garbage",
  "; ;",
  MARKER,
);

/** A body: a form, multipart, JSON, text or bytes, at or just over the caps, framed honestly or not. */
export function bodyArb(facts: SiteFacts): fc.Arbitrary<HostileBody> {
  const text = fc.oneof(
    { weight: 3, arbitrary: formFields(facts).map(urlencoded) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(formFields(facts), fc.constantFrom("none", "no-end", "other-boundary", "no-headers", "file") as fc.Arbitrary<"none">)
        .map(([pairs, broken]) => multipart(pairs, "XyZ", broken)),
    },
    { weight: 3, arbitrary: jsonBodies },
    { weight: 1, arbitrary: nasty },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString("latin1")) },
    // Just over each cap: order summary 1 KB, attendee 2 KB, honeycomb 8 KB, lifebook 10 KB, JSON 16 KB, forms 64 KB.
    { weight: 1, arbitrary: fc.constantFrom(1_025, 2_049, 8_193, 10_001, 16_385, 65_537).map((n) => `a=${"x".repeat(n)}`) },
  );
  const framing = fc.constantFrom<HostileBody["framing"]>(
    "length",
    "length",
    "length",
    "length",
    "chunked",
    "broken-chunked",
    "short-length",
    "bad-length",
    "duplicate-length",
    "length-and-chunked",
    "unframed",
  );
  return fc.record({ contentType: contentTypes, text, framing }).map(({ contentType, text: body, framing: frame }) => {
    // A form or multipart body keeps its own type most of the time, so it reaches the parsers.
    const type = body.startsWith("--XyZ") && contentType === undefined ? "multipart/form-data; boundary=XyZ" : contentType;
    return { contentType: type, text: body, framing: frame };
  });
}

/** Any method on any address, mutated, with a few headers and no body. */
