import path from "node:path";
import express, { type Router } from "express";
import { recordedEvents } from "./honeycomb";

/**
 * Serves sandbox assets at `/sandbox-assets/f/{space}/{WxH}/{hash}/{name}` and imitates the
 * Storyblok image service: a trailing `/m/{w}x{h}/filters:…` is accepted and ignored.
 */
export function sandboxAssets(): Router {
  const router = express.Router();
  const root = path.resolve(process.cwd(), "sandbox/assets");
  router.use((req, _res, next) => {
    req.url = req.url.replace(/\/m\/.*$/, "");
    next();
  });
  router.use(express.static(root, { maxAge: "1h", fallthrough: false }));
  return router;
}

/**
 * `GET /__sandbox/events?dataset=…`: the events the sandbox Honeycomb received (newest last).
 * Mounted only when MOCKS=true.
 */
export function sandboxInspection(): Router {
  const router = express.Router();
  router.get("/__sandbox/events", (req, res) => {
    const dataset = typeof req.query.dataset === "string" ? req.query.dataset : undefined;
    res.set("Cache-Control", "no-store").json(recordedEvents().filter((e) => !dataset || e.dataset === dataset));
  });
  return router;
}
