import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import { PERSONAL_PAGE } from "~/domain/delivery/cache-policy";
import { PAGE_QUERY_PARAMS } from "~/block-kit/query-params.server";
import { cacheableRequest, pageKey, sharedHeaders, storable } from "~/services/page-cache/keys.server";
import { storedPage, type RenderedPage, type StoredPage } from "~/services/page-cache/page.server";
import { collectRenderDeps } from "~/services/page-cache/render-deps.server";
import { cachedPage, freshPage, pageCacheEnabled, PageNotStored } from "~/services/page-cache/store.server";
import { fetchRequest } from "./fetch-request.server";
import { targetUrl } from "./front-door.server";
import { clientIp } from "~/services/client-ip.server";
import { refusedFor } from "~/services/miss-limit.server";
import { EXPERIMENTS_COOKIE, variantPageKey, type Assignment } from "~/domain/experiments/assignment";
import { assignmentOf } from "~/domain/experiments/request-assignment";

/**
 * The page cache's Express side, and the one Remix request handler of the server
 * (docs/architecture.md, "The life of a request" and "The page cache's life"; docs/decisions/0026,
 * 0057). The rules it follows — which requests, which key, what may be stored — and the store,
 * purges and CDN purger are in `app/services/page-cache/`.
 *
 * An anonymous GET/HEAD of a page ({@link cacheableRequest}) is answered from the store, or
 * rendered once for every visitor and stored: concurrent misses wait for one render, a stale copy
 * is answered once more while one render replaces it. A render the document found shared
 * (`sharedHeaders`) has no nonce: its CSP names its inline scripts' hashes, so the stored bytes
 * serve everyone and CDNs may keep them. A render that turns out personal was made with this
 * request's nonce and is answered to it alone (`X-Page-Cache: pass`). Everything else (members,
 * attendees, previews, `.data`, form posts) is rendered for its request and streamed.
 *
 * A page showing running A/B experiments is stored once per variant asked for: under its key
 * for the controls (what visitors without an assignment get), and under `variantPageKey` for
 * each other combination, found from the controls' copy (docs/product/experiments.md).
 */

/** Renders a Fetch request with the server's build (`createRequestHandler` of @remix-run/node). */
type Handle = ReturnType<typeof createRequestHandler>;

/**
 * Response headers never stored or replayed: the cache sets its own length and encoding;
 * Set-Cookie is never stored; Server-Timing describes one render (and may carry a trace id).
 */
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "set-cookie", "transfer-encoding", "connection", "date", "server-timing", "vary"]);

const nonceOf = (res: ExpressResponse) => String(res.locals.cspNonce ?? "");

/** Renders the request for itself, with its nonce, and streams the answer (Remix's own errors go to the error handler). */
function renderFor(handle: Handle, req: ExpressRequest, res: ExpressResponse, next: NextFunction): void {
  handle(fetchRequest(req, res), { cspNonce: nonceOf(res), document: !req.path.endsWith(".data") })
    .then(async (response) => {
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) res.append(name, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    })
    .catch(next);
}

/** `request` without the visitor's experiment assignment: the page as visitors in every control see it. */
function asControl(request: Request): Request {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes(EXPERIMENTS_COOKIE)) return request;
  const headers = new Headers(request.headers);
  headers.set(
    "Cookie",
    cookie
      .split(";")
      .filter((part) => part.split("=")[0]?.trim() !== EXPERIMENTS_COOKIE)
      .join(";"),
  );
  return new Request(request.url, { method: request.method, headers });
}

/**
 * Renders the request as a shared page, recording the stories it reads and the experiments it
 * shows (`control`: as a visitor in every control). Throws
 * {@link PageNotStored} with the answer when it may not be stored: not a document, or a document
 * rendered with this request's nonce (its own cookies added), or one without a nonce but not a 200.
 */
async function renderShared(handle: Handle, req: ExpressRequest, res: ExpressResponse, control = false): Promise<StoredPage> {
  const { value, deps, experiments } = await collectRenderDeps(async () => {
    const request = control ? asControl(fetchRequest(req)) : fetchRequest(req);
    const response = await handle(request, { cspNonce: nonceOf(res), document: true, shared: true });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  });
  const { response, bytes } = value;
  const headers = [...response.headers.entries()].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
  const rendered: RenderedPage = { status: response.status, headers, body: bytes.toString("utf8"), bytes };
  // Only a document is rendered without a nonce; any other answer (a resource route's) goes out as it is.
  const document = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (!document || !sharedHeaders(response.headers)) {
    // The render's own cookies must reach the one who asked; such a response is never stored.
    const cookies = response.headers.getSetCookie().map((cookie): [string, string] => ["Set-Cookie", cookie]);
    throw new PageNotStored({ ...rendered, headers: [...headers, ...cookies] });
  }
  const keep = storable(response);
  const page = await storedPage(rendered, deps, keep && pageCacheEnabled(), experiments);
  preparedOf(page, bytes);
  if (!keep) throw new PageNotStored(page, false);
  return page;
}

/** What answering `page` needs, made at its first answer: its forms as bytes and its script sources. */
interface Prepared {
  br: Buffer;
  gzip: Buffer;
  identity: Buffer;
  /** The policy's script sources in place of the nonce: the hashes of the page's inline scripts. */
  scriptSources: string;
  /** The encodings it can be sent in, best first: the forms stored (a page not compressed is left to the compression middleware), then identity. */
  encodings: ("br" | "gzip" | "identity")[];
}

/** Per stored page object (a copy kept in memory is the same object at each hit). */
const prepared = new WeakMap<StoredPage, Prepared>();

/** What answering `page` needs; `identity` the bytes it was rendered as, when known. */
function preparedOf(page: StoredPage, identity?: Buffer): Prepared {
  let ready = prepared.get(page);
  if (!ready) {
    const br = Buffer.from(page.br, "base64");
    const gzip = Buffer.from(page.gzip, "base64");
    const encodings = [...(br.length > 0 ? (["br"] as const) : []), ...(gzip.length > 0 ? (["gzip"] as const) : []), "identity" as const];
    ready = { br, gzip, identity: identity ?? Buffer.from(page.body), scriptSources: page.scriptHashes.join(" "), encodings };
    prepared.set(page, ready);
  }
  return ready;
}

function setHeaders(res: ExpressResponse, headers: [string, string][]): void {
  for (const [name, value] of headers) {
    if (name.toLowerCase() === "set-cookie") res.append("Set-Cookie", value);
    else res.setHeader(name, value);
  }
}

/** The CSP this response got from the security headers, with its nonce source replaced by `sources`. */
function withScriptSources(res: ExpressResponse, sources: string): void {
  const policy = res.getHeader("Content-Security-Policy");
  const nonce = nonceOf(res);
  if (typeof policy !== "string" || !nonce) return;
  res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${nonce}'`, sources));
}

const VARY = "Accept-Encoding";
const VARY_WITH_COOKIE = "Accept-Encoding, Cookie";

/**
 * Answers with a page rendered without a nonce: its scripts allowed by hash, the encoding the
 * client prefers among the stored ones (Accept-Encoding, through Express's negotiation), a 304
 * when the browser holds the same bytes. `shareable` false keeps it out of CDNs and browsers' caches.
 */
function sendStored(req: ExpressRequest, res: ExpressResponse, page: StoredPage, state: "hit" | "miss" | "pass", shareable = true): void {
  res.status(page.status);
  setHeaders(res, page.headers);
  if (!shareable) res.setHeader("Cache-Control", PERSONAL_PAGE);
  const ready = preparedOf(page);
  withScriptSources(res, ready.scriptSources);
  res.setHeader("X-Page-Cache", state);
  res.setHeader("ETag", page.etag);
  // Its variants are chosen by the experiments cookie: a CDN keeps one copy per value it sees (docs/cdn.md).
  res.vary(page.experiments?.length ? VARY_WITH_COOKIE : VARY);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = (req.acceptsEncodings(ready.encodings) || "identity") as Prepared["encodings"][number];
  const body = ready[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** Answers with a page rendered for this request alone, with its nonce (the one its CSP names). */
function sendRendered(req: ExpressRequest, res: ExpressResponse, rendered: RenderedPage): void {
  res.status(rendered.status);
  setHeaders(res, rendered.headers);
  res.setHeader("X-Page-Cache", "pass");
  res.setHeader("Content-Length", rendered.bytes.length);
  if (req.method === "HEAD") res.end();
  else res.end(rendered.bytes);
}

/**
 * The server's page handler, mounted last (after the security headers, compression and static
 * files): anonymous pages through the page cache, everything else rendered for its request.
 */
export function pageHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return (req, res, next) => {
    const url = targetUrl(req.originalUrl);
    if (!cacheableRequest(req.method, url, req.headers.cookie)) return renderFor(handle, req, res, next);
    const assignment = requestAssignment(req);
    let rendered = false;
    let asControlOnly = false;
    const render = (control: boolean) => (background: boolean) => {
      if (!background) {
        rendered = true;
        asControlOnly = control;
      }
      return renderShared(handle, req, res, control);
    };
    const base = pageKey(url, PAGE_QUERY_PARAMS);
    const page = pageCacheEnabled()
      ? cachedPage(base, render(assignment.size > 0)).then((controls) => {
          const key = variantPageKey(base, controls.experiments ?? [], assignment);
          return key === base ? controls : cachedPage(key, render(false));
        })
      : ((rendered = true), renderShared(handle, req, res));
    void page
      .then((stored) => sendStored(req, res, stored, pageCacheEnabled() && !rendered ? "hit" : "miss"))
      .catch((error: unknown) => {
        // Another request's render was not storable, or a render failed, or this request's
        // assignment was left out of a render that cannot be stored: it renders for itself.
        if (!(error instanceof PageNotStored) || !rendered || asControlOnly) return renderFor(handle, req, res, next);
        if ("scriptHashes" in error.response) sendStored(req, res, error.response, "pass", error.shareable);
        else sendRendered(req, res, error.response);
      });
  };
}

/** The request's experiment assignment (none under Global Privacy Control). */
const requestAssignment = (req: ExpressRequest): Assignment => assignmentOf(req.headers.cookie, req.get("Sec-GPC"));

/**
 * The page cache's early answer, mounted in the front door as soon as every rule that may
 * answer a page request instead has had its turn (refusals, redirects, the locale cookie):
 * an anonymous GET/HEAD whose page is stored and fresh is answered here, as the page handler
 * would answer it, without the middleware a stored page does not need (session refresh,
 * compression, the limits on forms and endpoints, static files, Remix). Anything else — no
 * copy, a stale one, a failing read, a client refused for a flood of unknown pages (its 429
 * comes from the limits, `request-limits.server.ts`) — goes on unchanged.
 */
export function pageCacheHits(): RequestHandler {
  return (req, res, next) => {
    if (!pageCacheEnabled()) return next();
    const url = targetUrl(req.originalUrl);
    if (!cacheableRequest(req.method, url, req.headers.cookie) || refusedFor(clientIp()) !== null) return next();
    const base = pageKey(url, PAGE_QUERY_PARAMS);
    void freshPage(base)
      .then(async (controls) => {
        const key = controls && variantPageKey(base, controls.experiments ?? [], requestAssignment(req));
        return key && key !== base ? freshPage(key) : controls;
      })
      .then((page) => (page ? sendStored(req, res, page, "hit") : next()), next);
  };
}
