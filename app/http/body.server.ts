import { data } from "@remix-run/node";
import type { z } from "zod";

/**
 * The one way request bodies are read (issue 16): content type checked, size capped while
 * reading, parsed, and (for JSON) validated with zod. Every refusal is thrown as a 4xx
 * `data({ error: reason }, { status })` — Remix answers it with the error page (documents) or
 * the reason (fetches) — never a crash and a 500:
 * 415 wrong content type · 413 too large · 400 malformed or invalid.
 */

/** Default cap of a form post (bytes): the largest form (affiliates) is a few KB. */
export const MAX_FORM_BYTES = 64 * 1024;
/** Default cap of a JSON body (bytes). */
export const MAX_JSON_BYTES = 16 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refuse(status: 400 | 413 | 415, error: string): never {
  throw data({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The body's bytes, refusing more than `maxBytes` (by Content-Length, else while reading). */
async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) refuse(413, `The request body is larger than ${maxBytes} bytes.`);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      refuse(400, "The request body could not be read.");
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      refuse(413, `The request body is larger than ${maxBytes} bytes.`);
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A form post's fields: `application/x-www-form-urlencoded` or `multipart/form-data`, at most
 * `maxBytes`. @throws 415, 413 or 400 (see the module).
 */
export async function readForm(request: Request, { maxBytes = MAX_FORM_BYTES }: { maxBytes?: number } = {}): Promise<FormData> {
  const type = mediaType(request);
  if (!FORM_TYPES.includes(type)) refuse(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data.");
  const bytes = await readBytes(request, maxBytes);
  try {
    return await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type") ?? type } }).formData();
  } catch {
    return refuse(400, "The form could not be read.");
  }
}

/**
 * A JSON body validated by `schema`, at most `maxBytes`. With `requireType`, a Content-Type
 * other than `application/json` is refused (415); without it (default) a missing type is
 * accepted (curl), another one is not.
 * @throws 415, 413, or 400 with the schema's first problem.
 */
export async function readJson<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
  { maxBytes = MAX_JSON_BYTES, requireType = false }: { maxBytes?: number; requireType?: boolean } = {},
): Promise<z.output<S>> {
  const type = mediaType(request);
  if ((requireType || type !== "") && type !== "application/json") refuse(415, "Send the body as application/json.");
  const text = new TextDecoder().decode(await readBytes(request, maxBytes));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    refuse(400, "The body is not valid JSON.");
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    refuse(400, `Invalid body: ${issue ? `${issue.path.join(".") || "(body)"} ${issue.message}` : "not accepted"}.`);
  }
  return parsed.data;
}
