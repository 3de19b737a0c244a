import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseQuery } from "node:querystring";
import express, { type RequestHandler, type Router } from "express";
import { z } from "zod";
import { getEnv } from "~/env.server";
import { clientIp, resolveClientIp } from "~/services/client-ip.server";
import { readClientEvent, sendEvent } from "~/services/events.server";
import { requestLogger } from "~/services/logger.server";
import { requestStorage, type RequestStore } from "~/services/request-store.server";
import { consumeLimit } from "~/services/rate-limit.server";
import { NO_STORE } from "~/domain/delivery/cache-policy";
import { fetchRequest } from "./fetch-request.server";

/**
 * Per request: an id (`X-Request-Id`, kept from the proxy when it is a UUID), a context
 * store for upstream timings and the client's IP (decided here, once: `resolveClientIp` with
 * TRUST_PROXY), and one structured log line at the end with status, duration (`responseTime`,
 * ms) and upstream timings: `info` "request", `error` "request failed" for a 5xx, `warn`
 * "request aborted" when the client left first. Paths are logged without query strings (they
 * may hold personal data). Written here rather than with pino-http, whose per-request child
 * logger cost 0.2 ms of CPU per request even when the line was not written.
 */
export function requestContext(): RequestHandler {
  const trustProxy = getEnv().TRUST_PROXY;
  return (req, res, next) => {
    const context = beginRequest(req, res, trustProxy);
    res.locals.requestStore = context;
    requestStorage.run(context, next);
  };
}

/** {@link requestContext}'s work: sets `X-Request-Id`, arranges the log line, returns the context. */
function beginRequest(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): RequestStore {
  const incoming = req.headers["x-request-id"];
  // A proxy's id is kept only when it is a UUID: anything else a client sends would reach logs and events.
  const requestId = typeof incoming === "string" && z.string().uuid().safeParse(incoming).success ? incoming : randomUUID();
  const context: RequestStore = { requestId, startedAt: performance.now(), upstreams: [], clientIp: resolveClientIp(req, trustProxy) };
  res.setHeader("X-Request-Id", requestId);
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  if (path === "/healthcheck") return context;
  const started = context.startedAt ?? performance.now();
  const line = (aborted: boolean) => {
    const level = res.statusCode >= 500 ? "error" : aborted ? "warn" : "info";
    if (!requestLogger.isLevelEnabled(level)) return;
    requestLogger[level](
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
  // `close` comes after every answer, finished or not: one listener per request, not two.
  res.once("close", () => line(!res.writableFinished));
  return context;
}

/**
 * Every request sends an `http-request` event (method, path, params,
 * query, protocol, hostname, ip, secure, xhr; queued, never awaited: the response is not
 * delayed and a failing sink cannot fail it). `path` is the raw path; the query is parsed as
 * Express's "simple" query parser does (Node's `querystring`); protocol, hostname, secure and
 * xhr are Express's getters with `trust proxy` as server.ts sets it (TRUST_PROXY: one hop).
 */
export function requestEvent(): RequestHandler {
  return (req, _res, next) => {
    try {
      const queryAt = req.originalUrl.indexOf("?");
      sendEvent("http-request", {
        method: req.method,
        path: req.path,
        params: {},
        query: parseQuery(queryAt >= 0 ? req.originalUrl.slice(queryAt + 1) : ""),
        protocol: req.protocol,
        hostname: req.hostname,
        ip: clientIp(),
        secure: req.secure,
        xhr: req.xhr,
      });
    } catch {
      // Events are best effort: nothing here may fail the request.
    }
    next();
  };
}

/**
 * `POST /honeycomb` (docs/product/analytics-and-consent.md): the browser's events. Rate-limited per client (the `honeycomb`
 * limit, 120 per minute: 429 with `Retry-After`, app/services/rate-limit.server.ts); the body is
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
          res
            .status(429)
            .set({ "Retry-After": String(verdict.retryAfterS), "Cache-Control": NO_STORE })
            .json({ error: "Too many events; slow down." });
          return;
        }
        const parsed = await readClientEvent(fetchRequest(req, res));
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
