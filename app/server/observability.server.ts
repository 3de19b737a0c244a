import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseQuery } from "node:querystring";
import express, { type RequestHandler, type Router } from "express";
import { getEnv } from "~/env.server";
import { clientIp, resolveClientIp } from "~/services/client-ip.server";
import { createRemixRequest } from "@remix-run/express/dist/server.js";
import { readClientEvent, sendEvent } from "~/services/events.server";
import { baseLogger } from "~/services/logger.server";
import { requestStorage, type RequestStore } from "~/services/request-store.server";
import { consumeLimit } from "./rate-limit.server";

/**
 * Per request: an id (`X-Request-Id`, kept from the proxy when well-formed), a context
 * store for upstream timings and the client's IP (decided here, once: `resolveClientIp` with
 * TRUST_PROXY), and one structured log line at the end with status, duration (`responseTime`,
 * ms) and upstream timings: `info` "request", `error` "request failed" for a 5xx, `warn`
 * "request aborted" when the client left first. Paths are logged without query strings (they
 * may hold personal data). Written here rather than with pino-http, whose per-request child
 * logger cost 0.2 ms of CPU per request even when the line was not written (issue 17).
 */
export function requestContext(): RequestHandler {
  const trustProxy = getEnv().TRUST_PROXY;
  return (req, res, next) => {
    const context = beginRequest(req, res, trustProxy);
    res.locals.requestStore = context;
    requestStorage.run(context, next);
  };
}

/**
 * {@link requestContext}'s work on a plain Node request, for Express and the front door
 * (front-door.server.ts) alike: sets `X-Request-Id`, arranges the log line, returns the context.
 */
export function beginRequest(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): RequestStore {
  const incoming = req.headers["x-request-id"];
  const requestId = typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  const context: RequestStore = { requestId, startedAt: performance.now(), upstreams: [], clientIp: resolveClientIp(req, trustProxy) };
  res.setHeader("X-Request-Id", requestId);
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  if (path === "/healthcheck") return context;
  const started = context.startedAt ?? performance.now();
  const line = (aborted: boolean) => {
    const level = res.statusCode >= 500 ? "error" : aborted ? "warn" : "info";
    if (!baseLogger.isLevelEnabled(level)) return;
    baseLogger[level](
      {
        requestId: context.requestId,
        req: { method: req.method, path },
        res: { status: res.statusCode },
        responseTime: Math.round(performance.now() - started),
        upstreams: context.upstreams,
      },
      aborted ? "request aborted" : res.statusCode >= 500 ? "request failed" : "request",
    );
  };
  res.once("finish", () => line(false));
  res.once("close", () => {
    if (!res.writableFinished) line(true);
  });
  return context;
}

/**
 * SPEC §7 server side: every request sends an `http-request` event (queued, never awaited:
 * the response is not delayed and a failing sink cannot fail it).
 */
export function requestEvent(): RequestHandler {
  const trustProxy = getEnv().TRUST_PROXY;
  return (req, _res, next) => {
    const queryAt = req.originalUrl.indexOf("?");
    sendRequestEvent(req, req.path, queryAt >= 0 ? req.originalUrl.slice(queryAt + 1) : "", trustProxy, clientIp());
    next();
  };
}

/**
 * Sends the `http-request` event of a request (SPEC §7: method, path, params, query, protocol,
 * hostname, ip, secure, xhr), for Express and the front door alike. `path` is the raw path,
 * `query` the raw query string (parsed as Express's "simple" query parser does: Node's
 * `querystring`). Protocol, hostname, secure and xhr mean what Express's request getters mean
 * with `trust proxy` set as server.ts sets it (TRUST_PROXY: one hop). Never throws.
 */
export function sendRequestEvent(req: IncomingMessage, path: string, query: string, trustProxy: boolean, ip: string | null): void {
  try {
    const protocol = requestProtocol(req, trustProxy);
    sendEvent("http-request", {
      method: req.method,
      path,
      params: {},
      query: parseQuery(query),
      protocol,
      hostname: requestHostname(req, trustProxy),
      ip,
      secure: protocol === "https",
      xhr: (header(req, "x-requested-with") ?? "").toLowerCase() === "xmlhttprequest",
    });
  } catch {
    // Events are best effort: nothing here may fail the request.
  }
}

/** A header as Express's `req.get` reads it (Node joins repeated headers with ", "). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Express's `req.protocol`: with a trusted proxy, the first `X-Forwarded-Proto` value, else the socket's. */
export function requestProtocol(req: IncomingMessage, trustProxy: boolean): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (!trustProxy) return own;
  const forwarded = header(req, "x-forwarded-proto") || own;
  const comma = forwarded.indexOf(",");
  return (comma !== -1 ? forwarded.substring(0, comma) : forwarded).trim();
}

/** Express's `req.hostname`: with a trusted proxy `X-Forwarded-Host` (first value), else `Host`; no port. */
export function requestHostname(req: IncomingMessage, trustProxy: boolean): string | undefined {
  let host = header(req, "x-forwarded-host");
  if (!host || !trustProxy) host = header(req, "host");
  else if (host.includes(",")) host = host.substring(0, host.indexOf(",")).trimEnd();
  if (!host) return undefined;
  const offset = host[0] === "[" ? host.indexOf("]") + 1 : 0;
  const colon = host.indexOf(":", offset);
  return colon !== -1 ? host.substring(0, colon) : host;
}

/**
 * `POST /honeycomb` (SPEC §7): the browser's events. Rate-limited per client (the `honeycomb`
 * limit, 120 per minute: 429 with `Retry-After`, app/server/rate-limit.server.ts); the body is
 * read by the one body reader (`~/http/body.server`): JSON or `text/plain` (what
 * `navigator.sendBeacon` sends), else 415; over `MAX_EVENT_BYTES` (8 KB) 413; bad JSON or an
 * unknown dataset 400 with a reason. Accepted events answer 202 with their id.
 */
export function honeycombRoute(): Router {
  const router = express.Router();
  router.post("/honeycomb", (req, res, next) => {
    void consumeLimit("honeycomb", clientIp())
      .then(async (verdict) => {
        if (!verdict.allowed) {
          res.status(429).set({ "Retry-After": String(verdict.retryAfterS), "Cache-Control": "no-store" }).json({ error: "Too many events; slow down." });
          return;
        }
        const parsed = await readClientEvent(createRemixRequest(req, res));
        if (!parsed.ok) {
          res.status(parsed.status).json({ error: parsed.reason });
          return;
        }
        const event = sendEvent(parsed.value.dataset, parsed.value.metadata, "client");
        res.status(202).json({ id: event.id });
      })
      .catch(next);
  });
  return router;
}
