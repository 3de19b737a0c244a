import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fillGzip, gzipTemplate } from "./gzip-template.server";

const PLACEHOLDER = "PLACEHOLDERplaceholder00";
const base64Nonce = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((bytes) => Buffer.from(bytes).toString("base64"));

/** The stored page's bytes and its placeholders' offsets, as the page cache keeps them. */
function stored(parts: string[]) {
  const plain = Buffer.from(parts.join(PLACEHOLDER));
  const at: number[] = [];
  for (let i = plain.indexOf(PLACEHOLDER); i !== -1; i = plain.indexOf(PLACEHOLDER, i + PLACEHOLDER.length)) at.push(i);
  return { plain, at };
}

function answer(parts: string[], nonce: string) {
  const { plain, at } = stored(parts);
  const template = gzipTemplate(plain, at, PLACEHOLDER.length);
  const withNonce = Buffer.from(plain);
  for (const offset of at) withNonce.write(nonce, offset, "latin1");
  return { gzip: fillGzip(template, Buffer.from(template.bytes), nonce), expected: withNonce };
}

describe("gzip of a stored page with a fresh nonce (issue 17)", () => {
  it("decodes, with a valid CRC and length, to the page with this answer's nonce", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme", maxLength: 300 }), { minLength: 1, maxLength: 9 }), base64Nonce, (parts, nonce) => {
        const { gzip, expected } = answer(parts, nonce);
        expect(gunzipSync(gzip).equals(expected)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("compresses a page about as well as compressing it whole", () => {
    const html = `<html><head><script nonce="${PLACEHOLDER}">x</script></head><body>${'<section class="card"><h2>Quest</h2><p>Find your focus.</p></section>'.repeat(400)}<script nonce="${PLACEHOLDER}">y</script></body></html>`;
    const { gzip, expected } = answer(html.split(PLACEHOLDER), "A".repeat(24));
    expect(gunzipSync(gzip).equals(expected)).toBe(true);
    expect(gzip.length).toBeLessThan(expected.length / 10);
  });

  it("refuses a nonce that does not fit its slots", () => {
    const { plain, at } = stored(["a", "b"]);
    const template = gzipTemplate(plain, at, PLACEHOLDER.length);
    expect(() => fillGzip(template, Buffer.from(template.bytes), "short")).toThrow(RangeError);
  });
});

describe("gzip pieces that refer back across nonces", () => {
  it("never refer into a nonce, even when the text around it repeats", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('<script nonce="', '">', "</script>", "\u0000\u0000\u0000\u0000", "abc", PLACEHOLDER.slice(0, 8)), { maxLength: 40 }), fc.integer({ min: 1, max: 5 }), base64Nonce, (pieces, count, nonce) => {
        const text = pieces.join("");
        const { gzip, expected } = answer(Array.from({ length: count + 1 }, () => text), nonce);
        expect(gunzipSync(gzip).equals(expected)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
