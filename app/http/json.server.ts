import type { BodyRefusal } from "./body.server";
import { NO_STORE } from "~/domain/delivery/cache-policy";

/**
 * JSON answers of the site's endpoints: one shape for every endpoint —
 * `{ error: reason }` for refusals — never cached unless a caller says otherwise.
 */

/** `body` as JSON with `status`; `Cache-Control: no-store` unless `headers` sets another. */
export function jsonResponse(body: unknown, status: number, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  if (!all.has("Cache-Control")) all.set("Cache-Control", NO_STORE);
  return Response.json(body, { status, headers: all });
}

/** The `{ error }` answer of a refused body (415, 413 or 400 from `body.server.ts`). */
export function refusalResponse(refused: BodyRefusal, headers: HeadersInit = {}): Response {
  return jsonResponse({ error: refused.reason }, refused.status, headers);
}

/** 405 with `Allow` for an endpoint that takes only `allow` (e.g. "POST"). */
export function methodNotAllowed(allow: string, reason = `Use ${allow}.`): Response {
  return jsonResponse({ error: reason }, 405, { Allow: allow });
}
