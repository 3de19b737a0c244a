import express, { type Router } from "express";
import { PERSONAL_PAGE } from "../app/domain/delivery/cache-policy";

/**
 * Sandbox CAKE affiliate-conversion pixel (docs/product/sales-and-orders.md; `CAKE_CONVERSION_URL` defaults to the
 * same-site `/__sandbox/cake/p.ashx` when MOCKS=true): `GET /__sandbox/cake/p.ashx?o=&e=&r=&t=&p=`
 * answers a 1×1 GIF and records the query; a request id (`r`) of {@link FAILING_CAKE_REQUEST_ID}
 * answers HTTP 500, so the page's `CAKE-conversion-failed` report can be seen.
 * `GET /__sandbox/cake-calls` lists the recorded calls (newest last, at most 200).
 */
export const FAILING_CAKE_REQUEST_ID = "sandbox-fail-500";

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const calls: Record<string, string>[] = [];

export function cakePixel(): Router {
  const router = express.Router();
  router.get("/__sandbox/cake/p.ashx", (req, res) => {
    const query = Object.fromEntries(Object.entries(req.query).map(([key, value]) => [key, String(value)]));
    calls.push(query);
    calls.splice(0, Math.max(0, calls.length - 200));
    res.set("Cache-Control", PERSONAL_PAGE);
    if (query.r === FAILING_CAKE_REQUEST_ID) return res.status(500).type("text/plain").send("conversion failed");
    res.type("image/gif").send(GIF);
  });
  router.get("/__sandbox/cake-calls", (_req, res) => {
    res.set("Cache-Control", PERSONAL_PAGE).json(calls);
  });
  return router;
}
