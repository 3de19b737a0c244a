import type { IncomingMessage, ServerResponse } from "node:http";
import { isPagePath } from "~/domain/locale-redirect";
import { trailingSlashRedirect } from "~/domain/locale-path";
import { requestKey } from "~/domain/redirect-rules";
import { searchRedirectTarget } from "~/domain/search-redirect";
import { baseLogger } from "~/services/logger.server";
import { freshPage, pageCacheEnabled, type StoredPage } from "~/services/page-cache.server";
import { redirectTable } from "~/services/redirect-rules.server";
import { requestStorage } from "~/services/request-store.server";
import { targetUrl, unnamablePath } from "./edge.server";
import { answerError, requestHeaderProblem } from "./errors.server";
import { beginRequest, header, sendRequestEvent } from "./observability.server";
import { cacheableRequest, pageKey, sendStoredPage } from "./page-cache.server";
import { nextNonce } from "./security.server";

/**
 * The front door (issue 17; docs/decisions/0014): answers, before Express, the requests the page
 * cache can answer from this process's memory with a copy within its TTL — anonymous GET and
 * HEAD page requests that no edge rule of server.ts would refuse, redirect or answer itself —
 * and the GET and HEAD requests of the build's hashed files (`/assets/<name>`, issue 15: a
 * gallery visit fetches 27 of them, each ~0.6 ms of CPU through Express on a 2-core machine
 * where the browser is laying out the page at the same moment).
 * Everything else, and anything in doubt, goes on to Express, whose chain answers the same
 * request the same way (its own page-cache middleware included), only at about three times the
 * CPU: Express's request setup and fifteen layers cost ~0.3 ms per request, a cached page's
 * whole answer ~0.1 ms.
 *
 * What an answer from here shares with Express's: the request id and log line
 * (`beginRequest`), the SPEC §7 `http-request` event, a fresh CSP nonce, and the very same
 * security-header and compression middleware instances (`layers`), then the stored page
 * (`sendStoredPage`). Edge rules are asked through the same functions the Express middleware
 * use; `tests/e2e/page-cache.http.spec.ts` compares a rendered answer with the stored one.
 */

/** A Connect-style middleware on plain Node objects (helmet's and compression's shape). */
export type NodeLayer = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface FrontDoorOptions {
  /** TRUST_PROXY: one proxy hop in front whose forwarded headers count (server.ts sets Express alike). */
  trustProxy: boolean;
  /** SITE_URL, the main host of the SPEC §7 search redirect. */
  siteUrl: string;
  /** LOCALE_COOKIE_NAME, if configured: page visits that carry it go to Express (which may redirect them). */
  localeCookieName: string | undefined;
  /** The middleware every page answer passes in Express after the nonce, in order: security headers, compression. */
  layers: NodeLayer[];
  /**
   * The build's hashed files (production only): the names in `build/client/assets`, and the
   * handler Express uses for them too (server.ts: `express-static-gzip` on `build/client`,
   * precompressed, immutable). Its errors are answered as Express's error handler would (an
   * unsatisfiable range: 416); a file it does not find (removed since start) is a 404.
   */
  assets?: { names: ReadonlySet<string>; send: NodeLayer };
}

/** Where the build's hashed files are served. */
const ASSETS = "/assets/";

/** What a plain page request needs for its answer. */
interface PlainRequest {
  key: string;
  path: string;
  /** The raw query string, without `?`. */
  query: string;
  /** The locale cookie is configured, so page answers vary by cookie (as `localeCookieRedirect` says in Express). */
  varyCookie: boolean;
}

/** What any front-door answer reports (log line, SPEC §7 event, `Vary`): a page's or a hashed file's. */
type RequestLine = Omit<PlainRequest, "key">;

/**
 * Characters with which `parseurl` (Express's `req.path`) leaves its fast path and may read a
 * path differently from a plain split at `?`: such requests go to Express.
 */
const UNUSUAL_TARGET = /[\t\n\f\r #\u00a0\ufeff]/;

/**
 * The request's cache key and what its answer needs, when it is a request the Express chain
 * would hand to the page cache unchanged: else null. Each check is the one an Express layer
 * makes (server.ts order): method, request target and headers (`rejectBadHostHeaders`,
 * `rejectOtherMethods`), `rejectMalformedPaths`, `searchRedirect`, `removeTrailingSlash`,
 * `applyRedirectRules`, `localeCookieRedirect`, then the page cache's own `cacheableRequest`.
 * A session cookie never passes (`refreshSession` acts only on those).
 */
export function plainPageRequest(req: IncomingMessage, { siteUrl, localeCookieName }: Pick<FrontDoorOptions, "siteUrl" | "localeCookieName">): PlainRequest | null {
  const plain = passesEdgeRules(req, siteUrl);
  if (!plain) return null;
  const { method, path, search, url } = plain;
  const varyCookie = localeCookieName !== undefined && isPagePath(path);
  const cookie = req.headers.cookie;
  if (varyCookie && cookie?.includes(`${localeCookieName}=`)) return null;
  if (!cacheableRequest(method, url, cookie)) return null;
  return { key: pageKey(url, header(req, "user-agent") ?? ""), path, query: search.slice(1), varyCookie };
}

/**
 * A GET or HEAD request of one of the build's hashed files (`/assets/<name>`, a name in `names`)
 * that no edge rule of Express would refuse, redirect or answer itself: its path and raw query,
 * else null. Session refresh and the locale cookie concern pages only.
 */
export function plainAssetRequest(req: IncomingMessage, siteUrl: string, names: ReadonlySet<string>): RequestLine | null {
  if (!req.url?.startsWith(ASSETS)) return null;
  const plain = passesEdgeRules(req, siteUrl);
  if (!plain || !names.has(plain.path.slice(ASSETS.length))) return null;
  return { path: plain.path, query: plain.search.slice(1), varyCookie: false };
}

/**
 * A GET or HEAD request that passes the edge rules of the Express chain unchanged (server.ts
 * order): method, request target and headers (`rejectBadHostHeaders`, `rejectOtherMethods`),
 * `rejectMalformedPaths`, `searchRedirect`, `removeTrailingSlash`, `applyRedirectRules`; else null.
 */
function passesEdgeRules(req: IncomingMessage, siteUrl: string): { method: string; path: string; search: string; url: URL } | null {
  const method = req.method ?? "";
  if (method !== "GET" && method !== "HEAD") return null;
  const target = req.url ?? "";
  if (!target.startsWith("/") || target.startsWith("//") || UNUSUAL_TARGET.test(target)) return null;
  const problem = requestHeaderProblem({
    method,
    target,
    host: header(req, "host"),
    forwardedHost: header(req, "x-forwarded-host"),
    forwardedProto: header(req, "x-forwarded-proto"),
    origin: header(req, "origin"),
  });
  if (problem) return null;
  const queryAt = target.indexOf("?");
  const path = queryAt >= 0 ? target.slice(0, queryAt) : target;
  const search = queryAt >= 0 ? target.slice(queryAt) : "";
  if (path === "/healthcheck") return null;
  try {
    // Express answers these (rejectMalformedPaths).
    if (unnamablePath(decodeURIComponent(path))) return null;
  } catch {
    return null;
  }
  const url = targetUrl(target);
  if (searchRedirectTarget(url, header(req, "referrer") || header(req, "referer"), siteUrl)) return null;
  if (trailingSlashRedirect(path, search)) return null;
  const table = redirectTable();
  if (table instanceof Promise || table.entries.get(requestKey(path))) return null;
  return { method, path, search, url };
}

/**
 * Answers `req` as the Express chain would: request id and log line, the SPEC §7 event, a nonce,
 * `layers`, then `send` (the stored page, or a hashed file).
 */
function answer(req: IncomingMessage, res: ServerResponse, plain: RequestLine, send: (nonce: string) => void, { trustProxy, layers }: FrontDoorOptions): void {
  const context = beginRequest(req, res, trustProxy);
  requestStorage.run(context, () => {
    sendRequestEvent(req, plain.path, plain.query, trustProxy, context.clientIp ?? null);
    const nonce = nextNonce();
    // Where Express keeps them: helmet's CSP directive reads the nonce from `res.locals`.
    (res as ServerResponse & { locals?: Record<string, unknown> }).locals = { cspNonce: nonce, requestStore: context };
    if (plain.varyCookie) res.setHeader("Vary", "Cookie");
    const next = (index: number) => (error?: unknown) => {
      if (error !== undefined) {
        baseLogger.error({ requestId: context.requestId, err: error }, "front door layer failed");
        res.statusCode = 500;
        res.end();
        return;
      }
      const layer = layers[index];
      if (layer) layer(req, res, next(index + 1));
      else send(nonce);
    };
    next(0)();
  });
}

/**
 * The front door's handler: answers and returns true, or returns false having touched nothing
 * (the caller hands the request to Express).
 */
export function frontDoor(options: FrontDoorOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { assets } = options;
  return (req, res) => {
    let asset: RequestLine | null = null;
    let plain: PlainRequest | null = null;
    let page: StoredPage | null = null;
    try {
      if (assets) asset = plainAssetRequest(req, options.siteUrl, assets.names);
      if (!asset && pageCacheEnabled()) {
        plain = plainPageRequest(req, options);
        page = plain ? freshPage(plain.key) : null;
      }
    } catch (error) {
      baseLogger.warn({ err: error }, "front door check failed; Express answers");
      return false;
    }
    if (asset && assets) {
      const failed = (error?: unknown) => answerError(res, error ?? { status: 404 });
      answer(req, res, asset, () => assets.send(req, res, failed), options);
      return true;
    }
    if (!plain || !page) return false;
    const stored = page;
    answer(req, res, plain, (nonce) => sendStoredPage(res, req, stored, "hit", nonce), options);
    return true;
  };
}
