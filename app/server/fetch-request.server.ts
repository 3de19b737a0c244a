import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable } from "@remix-run/node";

/**
 * The Fetch request of an Express request, for Remix's handler and the Fetch-reading parsers
 * (the events endpoint): the same method, headers, path and query. With `res` it is this
 * request's: on the host it names (`Host`, or `X-Forwarded-Host` when the proxy is trusted, as
 * @remix-run/express reads it), with its body, aborted when the client goes before the answer.
 * Without, a shared render: a GET (a HEAD is answered from the same page) on the `Host` header's
 * host, which no single client's departure stops, since others may be waiting for it.
 */
export function fetchRequest(req: ExpressRequest, res?: ExpressResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // A shared page names the host as a CDN in front keys it (`Host`), whatever a proxy forwarded.
  if (!res) return new Request(`${req.protocol}://${req.get("Host") ?? "localhost"}${req.originalUrl}`, { method: "GET", headers });
  const port = /:(\d+)$/.exec(req.get("X-Forwarded-Host") ?? req.get("Host") ?? "")?.[1];
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url, init);
}
