import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * Gzip for a stored page whose nonce changes with every answer, compressed once per stored page
 * instead of once per answer (issue 17: compressing 40 KB of HTML costs ~2 ms of CPU, the rest of
 * a cached answer ~0.25 ms).
 *
 * The result is one ordinary gzip member (RFC 1952) around one DEFLATE stream (RFC 1951): zlib
 * compresses the text between two nonces as a piece of its own, ending in a sync flush
 * (byte-aligned), with the text before it as preset dictionary (so it may refer back into earlier
 * text, never into a nonce: see below); each nonce sits in a stored — uncompressed — block of its
 * own, written per answer; an empty final stored block ends the stream. The trailer's CRC-32 (zlib's `crc32`) and length are those of the answer's own
 * bytes. Every gzip decoder reads this as it reads zlib's own output; only the nonces are not
 * compressed (24 bytes each, ~7 per page).
 */

/**
 * A page's gzip bytes with room for one nonce of `slotLength` bytes at each of `slots`, and for
 * the CRC at `crcAt`; `plain` and `at` are the page and its placeholders' offsets, for the CRC.
 */
export interface GzipTemplate {
  bytes: Buffer;
  slots: number[];
  slotLength: number;
  crcAt: number;
  plain: Buffer;
  at: readonly number[];
}

/** Gzip header: magic, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952 §2.3). */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty stored block marked final (BFINAL 1, BTYPE 00, LEN 0, NLEN 0xffff). */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** How far back DEFLATE may refer (RFC 1951: 32 KB). */
const WINDOW_BYTES = 32 * 1024;

/** The header of a non-final stored block of `length` bytes (≤ 65,535), starting on a byte boundary. */
function storedBlockHeader(length: number): Buffer {
  return Buffer.from([0x00, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff]);
}

/**
 * Compresses `plain` (the stored page's bytes, placeholders at the byte offsets `at`, each
 * `slotLength` long) into a {@link GzipTemplate}. CPU: one zlib pass over the page (level 9).
 */
export function gzipTemplate(plain: Buffer, at: readonly number[], slotLength: number): GzipTemplate {
  const parts: Buffer[] = [HEADER];
  let size = HEADER.length;
  const slots: number[] = [];
  // What the decoder has already written before each piece, slots blanked, as the piece's preset
  // dictionary: matches may reach back into earlier text but never into a nonce (a match there
  // would need NUL bytes in the piece; a page holding any gets no dictionaries).
  const seen = plain.includes(0) ? null : Buffer.from(plain);
  for (const offset of at) seen?.fill(0, offset, offset + slotLength);
  let from = 0;
  for (const offset of [...at, plain.length]) {
    const dictionary = seen && from > 0 ? seen.subarray(Math.max(0, from - WINDOW_BYTES), from) : undefined;
    const text = deflateRawSync(plain.subarray(from, offset), { level: 9, finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary ? { dictionary } : {}) });
    parts.push(text);
    size += text.length;
    if (offset === plain.length) break;
    const header = storedBlockHeader(slotLength);
    parts.push(header, plain.subarray(offset, offset + slotLength));
    size += header.length;
    slots.push(size);
    size += slotLength;
    from = offset + slotLength;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(plain.length >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  const crcAt = size + FINAL_BLOCK.length;
  return { bytes: Buffer.concat(parts), slots, slotLength, crcAt, plain, at };
}

/**
 * Writes one answer into `out` (a copy of `template.bytes`): `nonce` into every slot, and the
 * CRC-32 of the page with that nonce, computed piece by piece (no copy of the page). Returns `out`.
 * @throws {RangeError} when `nonce` is not `template.slotLength` ASCII characters
 */
export function fillGzip(template: GzipTemplate, out: Buffer, nonce: string): Buffer {
  if (nonce.length !== template.slotLength || Buffer.byteLength(nonce) !== template.slotLength) throw new RangeError("nonce and slot differ in length");
  let crc = 0;
  let from = 0;
  for (const offset of template.at) {
    crc = crc32(template.plain.subarray(from, offset), crc);
    crc = crc32(nonce, crc);
    from = offset + template.slotLength;
  }
  crc = crc32(template.plain.subarray(from), crc);
  for (const slot of template.slots) out.write(nonce, slot, "latin1");
  out.writeUInt32LE(crc, template.crcAt);
  return out;
}
