import type { ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { baseLogger } from "~/services/logger.server";
import { NO_STORE } from "~/domain/delivery/cache-policy";

/**
 * Bad requests are answered as such: never a 500 for what the client sent.
 */

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * True for a Host header value URLs can be built from: a host name or [IPv6], optional port ≤
 * 65535, that the WHATWG URL parser (Remix's request URL, the page cache's) accepts too: it
 * refuses names the pattern lets through, such as `999.1.1.1`, `a.999`, `xn--a` or `[1:2:3]`.
 */
export function validHost(value: string | undefined): boolean {
  if (!value || value.length > 255) return false;
  const match = HOST.exec(value);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535) && URL.canParse(`http://${value}/`);
}

/**
 * Why a request's target or headers cannot be served, or null: the checks run before anything
 * builds a URL from them.
 * - 400: a target that is not a path (`*`, or the absolute form `http://other.example/…`, which
 *   would make the page's URL another host's; the proxy in front always sends a path), a
 *   query with `_data` (Remix's former data requests: with single fetch Remix still answers
 *   them, a 200 with no body or a 403 "Unexpected Server Error"; this site's data URLs end in
 *   `.data`), a missing or malformed `Host`, an `X-Forwarded-Host` with an entry that is no host, an `X-Forwarded-Proto`
 *   other than http or https, an `Origin` on a POST that is no origin;
 * - 403: a POST whose `Origin` is another site's (or `null`). Remix refuses such form posts
 *   itself (its CSRF check, against `X-Forwarded-Host`, else `Host`) but answers them 500.
 */
export function requestHeaderProblem(request: {
  method: string;
  target: string;
  host?: string;
  forwardedHost?: string;
  forwardedProto?: string;
  origin?: string;
}): { status: 400 | 403; reason: string } | null {
  const bad = (reason: string) => ({ status: 400 as const, reason });
  if (!request.target.startsWith("/")) return bad("the request target must be a path");
  // Every request passes here: the query is parsed only when it names "data" at all (`_data`, `%5Fdata`).
  const queryAt = request.target.indexOf("?");
  if (queryAt >= 0 && request.target.includes("data", queryAt) && new URLSearchParams(request.target.slice(queryAt + 1)).has("_data")) {
    return bad("the _data query parameter is not supported (data URLs end in .data)");
  }
  if (!validHost(request.host)) return bad("the Host header is missing or is not a host name");
  // Every entry: Remix's request URL takes its port from the whole header (`split(":")[1]`).
  const forwardedHosts = request.forwardedHost?.split(",").map((entry) => entry.trim());
  if (forwardedHosts && !forwardedHosts.every((entry) => validHost(entry))) return bad("X-Forwarded-Host is not a list of host names");
  const forwardedHost = forwardedHosts?.[0];
  if (request.forwardedProto !== undefined && !/^https?$/i.test(request.forwardedProto.split(",")[0]?.trim() ?? ""))
    return bad("X-Forwarded-Proto must be http or https");
  if (request.method !== "POST" || request.origin === undefined) return null;
  if (request.origin === "null") return { status: 403, reason: "forms may be posted from this site's pages only (Origin: null)" };
  let originHost: string;
  try {
    originHost = new URL(request.origin).host;
  } catch {
    return bad("the Origin header is not an origin");
  }
  return originHost === (forwardedHost || request.host) ? null : { status: 403, reason: "forms may be posted from this site's pages only" };
}

/**
 * {@link requestHeaderProblem} as Express middleware: 400 or 403 with the reason, as `{ error }`
 * JSON to a client that sends or prefers JSON (the site's endpoints answer so), else plain text.
 */
export const rejectBadHostHeaders: RequestHandler = (req, res, next) => {
  const problem = requestHeaderProblem({
    method: req.method,
    target: req.originalUrl,
    host: req.get("host"),
    forwardedHost: req.get("x-forwarded-host"),
    forwardedProto: req.get("x-forwarded-proto"),
    origin: req.get("origin"),
  });
  if (!problem) return next();
  const reason = `${problem.status === 403 ? "Forbidden" : "Bad request"}: ${problem.reason}.`;
  res.status(problem.status).set("Cache-Control", NO_STORE);
  if (req.is("application/json") || req.accepts(["text/html", "application/json"]) === "application/json") res.json({ error: reason });
  else res.type("text/plain").send(reason);
};

/** Methods this site answers; every page, form and endpoint uses only these. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

const METHOD_NOT_ALLOWED = `Method not allowed: ${ALLOWED_METHODS.join(", ")} only.`;

/** 405 with `Allow` for any other method (PUT, DELETE, PATCH, TRACE…), before Remix sees it. */
export const rejectOtherMethods: RequestHandler = (req, res, next) => {
  if ((ALLOWED_METHODS as readonly string[]).includes(req.method)) return next();
  res.status(405).set("Allow", ALLOWED_METHODS.join(", ")).set("Cache-Control", NO_STORE).type("text/plain").send(METHOD_NOT_ALLOWED);
};

/**
 * The same 405 for `CONNECT` (a proxy's tunnel), which Node never hands to the request handler:
 * for the server's `connect` event, which without a listener closes the socket unanswered.
 */
export function refuseConnect(_req: unknown, socket: Duplex): void {
  const head = [
    "HTTP/1.1 405 Method Not Allowed",
    `Allow: ${ALLOWED_METHODS.join(", ")}`,
    "Content-Type: text/plain",
    `Content-Length: ${Buffer.byteLength(METHOD_NOT_ALLOWED)}`,
    "Connection: close",
  ];
  socket.end(`${head.join("\r\n")}\r\n\r\n${METHOD_NOT_ALLOWED}`);
}

/** The status of an error that describes a bad request (400–499, e.g. static files' 403, 404, 416), else null. */
export function clientErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && Number.isInteger(status) && status >= 400 && status < 500 ? status : null;
}

const REASONS: Record<number, string> = {
  400: "Bad request.",
  403: "Forbidden.",
  404: "Not found.",
  405: "Method not allowed.",
  413: "The request body is too large.",
  416: "The requested range cannot be served.",
};

/**
 * Answers `error` on a response not yet begun (plain Node or Express): an error that describes a
 * bad request keeps its status with a short reason; anything else is a fault — logged, and
 * answered 500 with the plain fallback text.
 */
export function answerError(res: ServerResponse, error: unknown): void {
  const status = clientErrorStatus(error);
  if (status) {
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE }).end(REASONS[status] ?? "Bad request.");
    return;
  }
  baseLogger.error({ event: "express-error", err: error });
  res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Something went wrong...");
}

/** The last Express handler: {@link answerError}, unless the answer has begun. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  answerError(res, error);
};
