import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { ANONYMOUS_PAGE } from "~/domain/page-cache-policy";
import { pageSearch } from "~/domain/page-query";
import { PAGE_QUERY_PARAMS } from "~/blocks/query-params.server";
import { getEnv } from "~/env.server";
import { ATTENDEE_COOKIE } from "~/services/attendee-cookie.server";
import { collectRenderDeps } from "~/services/render-deps.server";
import { cachedPage, pageCacheEnabled, PageNotStored, type StoredPage } from "~/services/page-cache.server";
import { targetUrl } from "./edge.server";
import { fillGzip, gzipTemplate, type GzipTemplate } from "./gzip-template.server";
import { isEditorRequest } from "~/services/storyblok-preview.server";

/**
 * The page cache (issue 17, point 1): anonymous GET/HEAD requests for pages are answered from
 * `page-cache.server.ts` when a stored copy exists, else rendered once (concurrent requests
 * wait for that render) and stored when the answer says it may be (see {@link storable}).
 * Mounted after `cspNonce`/`securityHeaders` and just before the Remix handler: each response
 * gets the nonce its own CSP header names, put where the stored HTML holds a placeholder.
 *
 * Never from the cache (passed on to Remix): other methods, `.data` requests, requests with a
 * session or attendee cookie, the `?a=` attendee parameter, and Storyblok editor requests
 * (`_storyblok*` parameters). Pages with personal blocks, members' pages and previews answer
 * `private, no-store`, so they are never stored either.
 *
 * Key: {@link pageKey}. The language is the path's prefix; Accept-Language and cookies other than
 * the two above do not change a public page (a page that reads the `tz` cookie is personal).
 *
 * Per-request values in stored answers: only the nonce (replaced). The request id lives in a
 * response header set before this middleware, not the HTML; Sentry's server tracing puts no
 * `sentry-trace`/`baggage` in the HTML (Remix is not auto-instrumented, instrument.server.ts),
 * and a `Server-Timing` header is not stored, so every browser starts its own trace.
 */

/** Renders a Fetch request with the Remix build, `nonce` standing for the CSP nonce. */
export type RenderPage = (request: Request, nonce: string) => Promise<Response>;

/** The members' session cookie (app/auth/session.server.ts). */
const SESSION_COOKIE = "__session";

/**
 * Response headers never stored or replayed: the cache sets its own length; Set-Cookie is never
 * stored; Server-Timing describes one render (and may carry a Sentry trace id).
 */
const DROPPED_HEADERS = new Set(["content-length", "set-cookie", "transfer-encoding", "connection", "date", "server-timing"]);

/** Whether a request may be answered from the cache (and its render stored). */
export function cacheableRequest(method: string, url: URL, cookieHeader: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.pathname.endsWith(".data")) return false;
  if (url.searchParams.has("a")) return false;
  if ([...url.searchParams.keys()].some((name) => name.startsWith("_storyblok"))) return false;
  if (isEditorRequest(url.searchParams, getEnv())) return false;
  if (cookieHeader && hasCookie(cookieHeader, [SESSION_COOKIE, ATTENDEE_COOKIE])) return false;
  return true;
}

function hasCookie(header: string, names: readonly string[]): boolean {
  return header.split(";").some((part) => names.includes(part.split("=")[0]?.trim() ?? ""));
}

/**
 * The cache key of a request: `bot|browser` + path + the query parameters pages declare
 * (blocks/query-params.server.ts), sorted by name. Ad tags (`gclid`, `utm_*`, …) and unknown
 * parameters are left out: they change nothing on a page (views echo only declared parameters),
 * so every ad click of a page shares one stored copy and no parameter makes a new one.
 */
export function pageKey(url: URL, userAgent: string): string {
  return `${isBotAgent(userAgent) ? "bot" : "browser"}:${url.pathname}${pageSearch(url.search, PAGE_QUERY_PARAMS)}`;
}

/** isbot's answers for the user agents seen last: its pattern is a large regular expression, and visitors' agents repeat. */
const botAgents = new LRUCache<string, boolean>({ max: 1000 });

function isBotAgent(userAgent: string): boolean {
  let bot = botAgents.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    botAgents.set(userAgent, bot);
  }
  return bot;
}

/** Whether a rendered answer may be stored: a 200 HTML page marked {@link ANONYMOUS_PAGE}, without cookies or Vary. */
export function storable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  if (response.headers.get("Cache-Control") !== ANONYMOUS_PAGE) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  const vary = response.headers.get("Vary");
  return !vary || vary.toLowerCase() === "accept-encoding";
}

function fetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { method: "GET", headers });
}

async function renderToStore(render: RenderPage, req: ExpressRequest): Promise<StoredPage> {
  const placeholder = randomBytes(18).toString("base64url");
  const { value: response, deps } = await collectRenderDeps(() => render(fetchRequest(req), placeholder).then(async (r) => ({ r, body: await r.text() })));
  const page: StoredPage = {
    status: response.r.status,
    headers: [...response.r.headers.entries()].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase())),
    body: response.body,
    placeholder,
    deps,
  };
  // The render's own cookies must reach the one who asked; such an answer is never stored.
  if (!storable(response.r)) throw new PageNotStored({ ...page, headers: [...page.headers, ...response.r.headers.getSetCookie().map((c): [string, string] => ["set-cookie", c])] });
  return page;
}

/** Most ready copies of one stored body kept for reuse (each as large as the page). */
const SPARE_COPIES = 8;

/** A stored body as bytes, where its placeholders sit, and copies free for the next response. */
interface BodyBytes {
  template: Buffer;
  /** Byte offsets of the placeholders in `template`. */
  at: number[];
  spare: Buffer[];
  /** The body gzipped once (gzip-template.server.ts), made at the first answer that asks for gzip. */
  gzip?: GzipTemplate;
  gzipSpare: Buffer[];
}

/**
 * The bytes of each stored render, made at its first answer and kept under its placeholder
 * (random per render): a copy read again from Redis, a new object each time, finds them too.
 * Bounded by bytes, each counted as twice its page (the page, a spare and its gzip in steady
 * state; more spares exist only while answers overlap).
 */
let bodyBytes: LRUCache<string, BodyBytes> | undefined;

function bytesOf(page: StoredPage, state: "hit" | "miss" | "pass"): BodyBytes {
  bodyBytes ??= new LRUCache<string, BodyBytes>({ maxSize: Math.max(8 * 1024 * 1024, 2 * getEnv().PAGE_CACHE_MAX_BYTES), sizeCalculation: (bytes) => Math.max(1, 2 * bytes.template.length) });
  let bytes = bodyBytes.get(page.placeholder);
  if (!bytes) {
    const template = Buffer.from(page.body);
    const at: number[] = [];
    for (let i = template.indexOf(page.placeholder); i !== -1; i = template.indexOf(page.placeholder, i + page.placeholder.length)) at.push(i);
    bytes = { template, at, spare: [], gzipSpare: [] };
    // A page not stored is answered once: nothing to keep.
    if (state !== "pass") bodyBytes.set(page.placeholder, bytes);
  }
  return bytes;
}

/** A buffer from `pool` (or a new copy of `template`), returned to the pool when the response finished. */
function borrow(res: ServerResponse, pool: Buffer[], template: Buffer): Buffer {
  const copy = pool.pop() ?? Buffer.from(template);
  res.once("finish", () => {
    if (pool.length < SPARE_COPIES) pool.push(copy);
  });
  return copy;
}

/**
 * The body of one response: a copy of the stored bytes with this response's nonce written over
 * the placeholders. A copy comes back for reuse once its response finished (the socket, or
 * compression, has read it), so a busy page copies nothing per response (issue 17: copying was
 * 6 % of the server's CPU on cached pages). Nonce and placeholder have the same length (24
 * characters, base64 of 16 and 18 bytes); were they not, the text is replaced instead.
 */
function bodyFor(res: ServerResponse, page: StoredPage, nonce: string, bytes: BodyBytes): Buffer {
  if (nonce.length !== page.placeholder.length) return Buffer.from(page.body.replaceAll(page.placeholder, nonce));
  const body = borrow(res, bytes.spare, bytes.template);
  for (const at of bytes.at) body.write(nonce, at, "latin1");
  return body;
}

/** Pages shorter than this (bytes) go uncompressed, as the compression middleware leaves them. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Whether this answer is the stored page gzipped once (gzip-template.server.ts) rather than
 * compressed by the compression middleware (~2 ms of CPU for 40 KB, per answer): a GET of a
 * stored page whose client accepts gzip (Negotiator, as the compression middleware reads
 * Accept-Encoding; a client accepting only br gets br from the middleware).
 */
function gzipFromStore(req: IncomingMessage, page: StoredPage, bytes: BodyBytes, nonce: string, state: "hit" | "miss" | "pass"): boolean {
  if (req.method !== "GET" || state === "pass") return false;
  if (nonce.length !== page.placeholder.length || bytes.template.length < COMPRESS_FROM_BYTES) return false;
  return new Negotiator(req).encoding(["gzip", "identity"]) === "gzip";
}

/**
 * Answers with a stored page, its placeholders replaced by `nonce` (the one this response's CSP
 * header names), `X-Page-Cache` saying where it came from; gzipped from the store when
 * {@link gzipFromStore}. On a plain Node response, so that the front door
 * (front-door.server.ts) and the middleware below answer alike.
 */
export function sendStoredPage(res: ServerResponse, req: IncomingMessage, page: StoredPage, state: "hit" | "miss" | "pass", nonce: string): void {
  res.statusCode = page.status;
  for (const [name, value] of page.headers) {
    if (name.toLowerCase() === "set-cookie") res.appendHeader("Set-Cookie", value);
    else res.setHeader(name, value);
  }
  res.setHeader("X-Page-Cache", state);
  const bytes = bytesOf(page, state);
  if (req.method === "HEAD") {
    res.setHeader("Content-Length", bytes.template.length);
    res.end();
    return;
  }
  if (gzipFromStore(req, page, bytes, nonce, state)) {
    bytes.gzip ??= gzipTemplate(bytes.template, bytes.at, page.placeholder.length);
    const gzip = fillGzip(bytes.gzip, borrow(res, bytes.gzipSpare, bytes.gzip.bytes), nonce);
    // The compression middleware, further out, sees the encoding and leaves the body alone (it still adds Vary).
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", gzip.length);
    res.end(gzip);
    return;
  }
  const body = bodyFor(res, page, nonce, bytes);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

const nonceOf = (res: ExpressResponse) => String(res.locals.cspNonce ?? "");

/** The middleware; `render` is {@link remixRenderer} of the server's build. */
export function pageCache(render: RenderPage): RequestHandler {
  return (req, res, next) => {
    if (!pageCacheEnabled()) return next();
    const url = targetUrl(req.originalUrl);
    if (!cacheableRequest(req.method, url, req.headers.cookie)) return next();
    let rendered = false;
    void cachedPage(pageKey(url, req.get("user-agent") ?? ""), (background) => {
      if (!background) rendered = true;
      return renderToStore(render, req);
    })
      .then((page) => sendStoredPage(res, req, page, rendered ? "miss" : "hit", nonceOf(res)))
      .catch((error: unknown) => {
        if (error instanceof PageNotStored && rendered) return sendStoredPage(res, req, error.page, "pass", nonceOf(res));
        // Another request's render was not storable (or failed): this one renders for itself.
        next();
      });
  };
}

/** Renders with the Remix build (`createRequestHandler` of @remix-run/node), the nonce in the load context. */
export function remixRenderer(build: ServerBuild | (() => Promise<ServerBuild>), mode: string): RenderPage {
  const handle = createRequestHandler(build, mode);
  return (request, nonce) => handle(request, { cspNonce: nonce, document: true });
}
