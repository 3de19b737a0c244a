import { randomBytes, createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { isShared, PERSONAL_PAGE } from "~/domain/cache-policy";
import { pageSearch } from "~/domain/page-query";
import { SESSION_COOKIE } from "~/domain/session-cookie";
import { PAGE_QUERY_PARAMS } from "~/blocks/query-params.server";
import { getEnv } from "~/env.server";
import { ATTENDEE_COOKIE } from "~/services/attendee-cookie.server";
import { collectRenderDeps } from "~/services/render-deps.server";
import { cachedPage, pageCacheEnabled, PageNotStored, type PersonalResponse, type StoredPage } from "~/services/page-cache.server";
import { surrogateKeys } from "~/services/cdn-purge.server";
import { targetUrl } from "./edge.server";
import { inlineScriptHashes } from "./script-hashes.server";
import { isEditorRequest } from "~/services/storyblok-preview.server";

/**
 * Shared pages (docs/decisions/0026): an anonymous GET/HEAD of a page is rendered once for
 * every visitor, without a nonce, and answered from the origin's page cache
 * (`services/page-cache.server.ts`) until it goes stale or a publish purges it. Concurrent
 * misses wait for one render. Each stored page is the same bytes for everyone, so CDNs may keep
 * it too: its CSP names the hashes of its inline scripts, `Surrogate-Key`/`Cache-Tag` name the
 * stories it was built from (a publish purges by them), and it was compressed once when stored.
 *
 * Passed on to Remix (rendered per request, with a nonce): other methods, `.data` requests,
 * requests with a session or attendee cookie, the `?a=` attendee parameter and Storyblok editor
 * requests (`_storyblok*`). A render that turns out personal (members' pages, personal blocks;
 * `private, no-store`) is answered with a nonce of its own and never stored.
 *
 * Key: {@link pageKey}. The language is the path's prefix; Accept-Language, the user agent and
 * cookies other than the two above do not change a shared page.
 */

/** Renders a Fetch request with the Remix build as a shared page; `nonce` stands for the CSP nonce until the answer is known to be personal. */
export type RenderPage = (request: Request, nonce: string) => Promise<Response>;

/**
 * Response headers never stored or replayed: the cache sets its own length and encoding;
 * Set-Cookie is never stored; Server-Timing describes one render (and may carry a trace id).
 */
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "set-cookie", "transfer-encoding", "connection", "date", "server-timing", "vary"]);

/** Whether a request may be answered with a shared page (and its render stored). */
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
 * The cache key of a request: path + the query parameters pages declare
 * (blocks/query-params.server.ts), sorted by name. Ad tags (`gclid`, `utm_*`, …) and unknown
 * parameters are left out: they change nothing on a page (views echo only declared parameters),
 * so every ad click of a page shares one stored copy and no parameter makes a new one.
 */
export function pageKey(url: URL): string {
  return `${url.pathname}${pageSearch(url.search, PAGE_QUERY_PARAMS)}`;
}

/** Whether a rendered answer may be shared: a 200 HTML page whose policy lets shared caches keep it, without cookies. */
export function storable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  if (!isShared(response.headers.get("Cache-Control"))) return false;
  return response.headers.getSetCookie().length === 0;
}

function fetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { method: "GET", headers });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The shared page of a render: the nonce placeholder taken out of its script tags, the hashes
 * of its inline scripts, its surrogate keys, and, when it will be stored (`compress`), its
 * compressed forms (made here, once, on libuv's thread pool; a page answered once is left to
 * the compression middleware). Null when the placeholder is found anywhere else in the page:
 * the render put it somewhere unexpected, so the page can only be answered as a personal one.
 */
async function sharedPage(rendered: PersonalResponse, deps: string[], compress: boolean): Promise<StoredPage | null> {
  const body = rendered.body.replaceAll(` nonce="${rendered.placeholder}"`, "");
  if (body.includes(rendered.placeholder)) return null;
  const keys = surrogateKeys(deps);
  const [br, gz] = compress
    ? await Promise.all([
        brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
        gzipped(body, { level: 9 }),
      ])
    : [Buffer.alloc(0), Buffer.alloc(0)];
  return {
    status: rendered.status,
    headers: [...rendered.headers, ["Surrogate-Key", keys.join(" ")], ["Cache-Tag", keys.join(",")]],
    body,
    scriptHashes: inlineScriptHashes(body),
    br: br.toString("base64"),
    gzip: gz.toString("base64"),
    etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    deps,
  };
}

/**
 * Renders the request as a shared page. Throws {@link PageNotStored} with a personal response
 * (its nonce placeholder kept, its own cookies added) when the render may not be shared.
 */
async function renderShared(render: RenderPage, req: ExpressRequest): Promise<StoredPage> {
  const placeholder = randomBytes(18).toString("base64url");
  const { value, deps } = await collectRenderDeps(() =>
    render(fetchRequest(req), placeholder).then(async (response) => ({ response, body: await response.text() })),
  );
  const { response, body } = value;
  const headers = [...response.headers.entries()].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
  const personal: PersonalResponse = { status: response.status, headers, body, placeholder };
  const page = storable(response) ? await sharedPage(personal, deps, pageCacheEnabled()) : null;
  if (page) return page;
  // The render's own cookies must reach the one who asked; such a response is never stored.
  const cookies = response.headers.getSetCookie().map((cookie): [string, string] => ["Set-Cookie", cookie]);
  throw new PageNotStored({ ...personal, headers: [...personal.headers, ...cookies] });
}

/** Decoded compressed forms, per stored page object (a copy kept in memory is the same object at each hit). */
const decoded = new WeakMap<StoredPage, { br: Buffer; gzip: Buffer; identity: Buffer }>();

function bodiesOf(page: StoredPage) {
  let bodies = decoded.get(page);
  if (!bodies) {
    bodies = { br: Buffer.from(page.br, "base64"), gzip: Buffer.from(page.gzip, "base64"), identity: Buffer.from(page.body) };
    decoded.set(page, bodies);
  }
  return bodies;
}

function setHeaders(res: ExpressResponse, headers: [string, string][]): void {
  for (const [name, value] of headers) {
    if (name.toLowerCase() === "set-cookie") res.append("Set-Cookie", value);
    else res.setHeader(name, value);
  }
}

/** The CSP this response got from the security headers, with its nonce source replaced by `sources`. */
function withScriptSources(res: ExpressResponse, sources: string[]): void {
  const policy = res.getHeader("Content-Security-Policy");
  const nonce = res.locals.cspNonce as string | undefined;
  if (typeof policy !== "string" || !nonce) return;
  res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${nonce}'`, sources.join(" ")));
}

/**
 * Answers with a shared page: its scripts allowed by hash, the encoding the client prefers
 * among the stored ones (Accept-Encoding, through Express's negotiation), a 304 when the
 * browser holds the same bytes. `shareable` false (a page rendered across a purge) keeps it out
 * of CDNs and browsers' caches.
 */
function sendShared(req: ExpressRequest, res: ExpressResponse, page: StoredPage, state: "hit" | "miss" | "pass", shareable = true): void {
  res.status(page.status);
  setHeaders(res, page.headers);
  if (!shareable) res.setHeader("Cache-Control", PERSONAL_PAGE);
  withScriptSources(res, page.scriptHashes);
  res.setHeader("X-Page-Cache", state);
  res.setHeader("ETag", page.etag);
  res.vary("Accept-Encoding");
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const bodies = bodiesOf(page);
  // Only the forms stored: a page that was not compressed is left to the compression middleware.
  const stored = (["br", "gzip"] as const).filter((name) => bodies[name].length > 0);
  const encoding = (req.acceptsEncodings([...stored, "identity"]) || "identity") as "br" | "gzip" | "identity";
  const body = bodies[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** Answers with a page rendered for this request alone, the placeholder replaced by its nonce (the one its CSP names). */
function sendPersonal(req: ExpressRequest, res: ExpressResponse, personal: PersonalResponse): void {
  res.status(personal.status);
  setHeaders(res, personal.headers);
  res.setHeader("X-Page-Cache", "pass");
  const body = Buffer.from(personal.body.replaceAll(personal.placeholder, String(res.locals.cspNonce ?? "")));
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** The middleware; `render` is {@link remixRenderer} of the server's build. Mounted after the security headers and compression. */
export function pageCache(render: RenderPage): RequestHandler {
  return (req, res, next) => {
    const url = targetUrl(req.originalUrl);
    if (!cacheableRequest(req.method, url, req.headers.cookie)) return next();
    let rendered = false;
    const page = pageCacheEnabled()
      ? cachedPage(pageKey(url), (background) => {
          if (!background) rendered = true;
          return renderShared(render, req);
        })
      : ((rendered = true), renderShared(render, req));
    void page
      .then((stored) => sendShared(req, res, stored, pageCacheEnabled() && !rendered ? "hit" : "miss"))
      .catch((error: unknown) => {
        // Another request's render was not storable, or a render failed: this one renders for itself.
        if (!(error instanceof PageNotStored) || !rendered) return next();
        if ("placeholder" in error.response) sendPersonal(req, res, error.response);
        else sendShared(req, res, error.response, "pass", error.shareable);
      });
  };
}

/** Renders with the Remix build (`createRequestHandler` of @remix-run/node) as a shared page: the whole document at once, the nonce placeholder in the load context. */
export function remixRenderer(build: ServerBuild | (() => Promise<ServerBuild>), mode: string): RenderPage {
  const handle = createRequestHandler(build, mode);
  return (request, nonce) => handle(request, { cspNonce: nonce, document: true, shared: true });
}
