import { data } from "@remix-run/node";
import type { z } from "zod";
import { NO_STORE } from "~/domain/delivery/cache-policy";

/**
 * The one way request bodies are read: content type checked, size capped
 * while reading, parsed, and (for JSON) validated with zod. Every refusal is a 4xx with a
 * reason — never a crash and a 500:
 * 415 wrong content type · 413 too large · 400 malformed or invalid.
 *
 * Two forms of each reader:
 * - `readForm` / `readJson` throw the refusal as `data({ error: reason }, { status })`: Remix
 *   answers it with the error page (documents) or the reason (fetches) — for page actions;
 * - `formBody` / `jsonBody` / `parseJsonText` return `{ ok: false, status, reason }` instead —
 *   for JSON endpoints that answer with their own `{ error }` shape and headers.
 */

/** Default cap of a form post (bytes): the largest form (affiliates) is a few KB. */
export const MAX_FORM_BYTES = 64 * 1024;
/** Default cap of a JSON body (bytes). */
export const MAX_JSON_BYTES = 16 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const JSON_TYPE = "application/json";

/** Why a body was refused: the HTTP status to answer and a reason for the client. */
export interface BodyRefusal {
  ok: false;
  status: 400 | 413 | 415;
  reason: string;
}

/** A body read and validated, or why not. */
export type BodyResult<T> = { ok: true; value: T } | BodyRefusal;

const refusal = (status: BodyRefusal["status"], reason: string): BodyRefusal => ({ ok: false, status, reason });

/** Throws a refusal the way page actions answer it (see the module). */
function raise(refused: BodyRefusal): never {
  throw data({ error: refused.reason }, { status: refused.status, headers: { "Cache-Control": NO_STORE } });
}

/** The request's media type, lower case without parameters; "" when none is sent. */
export function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The body's bytes, refusing more than `maxBytes` (by Content-Length, else while reading). */
async function readBytes(request: Request, maxBytes: number): Promise<BodyResult<Uint8Array<ArrayBuffer>>> {
  const tooLarge = () => refusal(413, `The request body is larger than ${maxBytes} bytes.`);
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
  if (!request.body) return { ok: true, value: new Uint8Array(new ArrayBuffer(0)) };
  if (request.bodyUsed) return refusal(400, "The request body could not be read.");
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      return refusal(400, "The request body could not be read.");
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      // Not cancelled: cancelling destroys the socket before the 413 is written. The unread rest stays paused.
      reader.releaseLock();
      return tooLarge();
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: bytes };
}

/**
 * The names this site's forms give their fields: letters, digits, `_` and `-`, at most 64, not
 * starting with `__`. conform reads anything else as a path into nested objects and arrays
 * (`a.b`, `a[99999999]`: seconds of CPU building that array) or as its own state
 * (`__intent__`, `__state__`: it throws on a bad one), so no such field reaches it.
 */
const FIELD_NAME = /^(?!__)[A-Za-z0-9_-]{1,64}$/;

/**
 * A form post's fields: `application/x-www-form-urlencoded` or `multipart/form-data`, at most
 * `maxBytes`, every field named as {@link FIELD_NAME} allows. Never throws: 415, 413 or 400
 * come back as a {@link BodyRefusal}.
 */
export async function formBody(request: Request, { maxBytes = MAX_FORM_BYTES }: { maxBytes?: number } = {}): Promise<BodyResult<FormData>> {
  const type = mediaType(request);
  if (!FORM_TYPES.includes(type)) return refusal(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data.");
  const bytes = await readBytes(request, maxBytes);
  if (!bytes.ok) return bytes;
  let form: FormData;
  try {
    form = await new Response(bytes.value, { headers: { "Content-Type": request.headers.get("Content-Type") ?? type } }).formData();
  } catch {
    return refusal(400, "The form could not be read.");
  }
  for (const name of form.keys()) {
    if (!FIELD_NAME.test(name)) return refusal(400, `The form has a field this site's forms do not send: ${JSON.stringify(name.slice(0, 64))}.`);
  }
  return { ok: true, value: form };
}

/** {@link formBody}, throwing its refusal (see the module): for page actions. */
export async function readForm(request: Request, options: { maxBytes?: number } = {}): Promise<FormData> {
  const result = await formBody(request, options);
  return result.ok ? result.value : raise(result);
}

/** The problems zod found, one `path: message` each (`body` for the whole), joined with "; ". */
export function issuesReason(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ") || "The body is not accepted.";
}

/**
 * JSON text validated by `schema`; the pure last step of {@link jsonBody}, also for bodies an
 * Express parser already read (`POST /honeycomb`). `maxBytes` counts UTF-8 bytes (413 above it).
 * Never throws: 400 "The body is not valid JSON." or the schema's problems ({@link issuesReason}).
 */
export function parseJsonText<S extends z.ZodTypeAny>(
  text: string,
  schema: S,
  { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {},
): BodyResult<z.output<S>> {
  if (Buffer.byteLength(text, "utf8") > maxBytes) return refusal(413, `The request body is larger than ${maxBytes} bytes.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refusal(400, "The body is not valid JSON.");
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data as z.output<S> } : refusal(400, issuesReason(parsed.error));
}

/** Options of the JSON readers. */
export interface JsonBodyOptions {
  /** Largest body read, in bytes (default {@link MAX_JSON_BYTES}). */
  maxBytes?: number;
  /** Refuse a body without `Content-Type: application/json` (default: a missing type is accepted, e.g. curl). */
  requireType?: boolean;
  /** Other media types whose bodies are read as JSON too, e.g. `text/plain` from `navigator.sendBeacon`. */
  alsoAccept?: readonly string[];
}

/**
 * A JSON body validated by `schema`, at most `maxBytes`. The media type must be
 * `application/json`, one of `alsoAccept`, or (unless `requireType`) absent.
 * Never throws: 415, 413 or 400 (with the schema's problems) come back as a {@link BodyRefusal}.
 */
export async function jsonBody<S extends z.ZodTypeAny>(request: Request, schema: S, options: JsonBodyOptions = {}): Promise<BodyResult<z.output<S>>> {
  const { maxBytes = MAX_JSON_BYTES } = options;
  const bytes = await rawJsonBody(request, options);
  if (!bytes.ok) return bytes;
  const text = utf8Text(bytes.value);
  return text.ok ? parseJsonText(text.value, schema, { maxBytes }) : text;
}

/**
 * The exact bytes of a JSON body, unparsed, for a caller that must check them first (a
 * signature over the raw body: the Storyblok webhook), then {@link utf8Text} and
 * {@link parseJsonText}. Media type and size as {@link jsonBody}. Never throws: 415 or 413.
 */
export async function rawJsonBody(request: Request, options: JsonBodyOptions = {}): Promise<BodyResult<Uint8Array<ArrayBuffer>>> {
  const { maxBytes = MAX_JSON_BYTES, requireType = false, alsoAccept = [] } = options;
  const type = mediaType(request);
  const accepted = type === JSON_TYPE || alsoAccept.includes(type) || (type === "" && !requireType);
  if (!accepted) return refusal(415, `Send the body as ${JSON_TYPE}.`);
  return readBytes(request, maxBytes);
}

/**
 * The exact bytes of a body of any media type, at most `maxBytes` (413 above it), for a caller
 * that must check a signature over them before anything else (the Storyblok webhook: unsigned
 * is a 401 whatever its type). Never throws.
 */
export function rawBody(request: Request, { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {}): Promise<BodyResult<Uint8Array<ArrayBuffer>>> {
  return readBytes(request, maxBytes);
}

/** `bytes` as UTF-8 text; 400 "The body is not valid UTF-8." for anything else. */
export function utf8Text(bytes: Uint8Array): BodyResult<string> {
  try {
    return { ok: true, value: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return refusal(400, "The body is not valid UTF-8.");
  }
}

/** {@link jsonBody}, throwing its refusal (see the module): for page actions. */
export async function readJson<S extends z.ZodTypeAny>(request: Request, schema: S, options: JsonBodyOptions = {}): Promise<z.output<S>> {
  const result = await jsonBody(request, schema, options);
  return result.ok ? result.value : raise(result);
}
