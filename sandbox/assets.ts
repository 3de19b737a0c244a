import { createServer, type Server } from "node:http";
import path from "node:path";
import express, { type ErrorRequestHandler, type Router } from "express";
import { pointAssetsAt } from "./asset-origin";
import { sandboxAssetOrigin } from "../app/domain/delivery/asset-origins";
import { cakePixel } from "./cake";
import { recordedEvents } from "./honeycomb";
import { receivedApplications } from "./platform/affiliate-resolvers";
import { receivedRegistrations } from "./platform/webinar-resolvers";
import { platformArtRouter } from "./platform/art";
import { sandboxImageService } from "./image-service";
import { IMMUTABLE_FILE, PERSONAL_PAGE } from "../app/domain/delivery/cache-policy";

/**
 * Serves sandbox assets at `/sandbox-assets/f/{space}/{WxH}/{hash}/{name}` and imitates the
 * Storyblok image service: `/m/{w}x{h}/filters:…` answers the image at that size
 * (`image-service.ts`); elsewhere the suffix is ignored.
 * Like Storyblok's asset CDN, which keeps an asset (and each image variation) for a year, they
 * may be cached for a year: the hash in the path changes with the file.
 * Platform images (covers, portraits, avatars…) are drawn at `/sandbox-assets/platform/{kind}/{seed}.svg`.
 */
export function sandboxAssets(): Router {
  const router = express.Router();
  router.use("/platform", platformArtRouter());
  const root = path.resolve(process.cwd(), "sandbox/assets");
  router.use(sandboxImageService(root));
  router.use((req, _res, next) => {
    req.url = req.url.replace(/\/m\/.*$/, "");
    next();
  });
  router.use(express.static(root, { cacheControl: false, setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE_FILE), fallthrough: false }));
  return router;
}

/**
 * The sandbox's second origin (`http://localhost:{port}`): the assets of {@link sandboxAssets}
 * at the same paths, with `Access-Control-Allow-Origin: *` as Storyblok's asset CDN sends, so
 * that captions (`<track>`, fetched with CORS) load. From then on the sandbox's Storyblok and
 * platform answers name this origin. Instances started with the same port share one: when the
 * port is taken, another instance of the sandbox is taken to serve it.
 */
export function serveSandboxAssets(port: number): Server {
  const origin = sandboxAssetOrigin(port);
  const app = express();
  app.disable("x-powered-by");
  app.use((_req, res, next) => {
    res.set("Access-Control-Allow-Origin", "*");
    next();
  });
  app.use("/sandbox-assets", sandboxAssets());
  const quiet404: ErrorRequestHandler = (error: { status?: number }, _req, res, _next) => {
    res
      .status(error.status ?? 500)
      .type("text/plain")
      .send(error.status === 404 ? "Not Found" : "Error");
  };
  app.use(quiet404);
  pointAssetsAt(origin);
  const server = createServer(app);
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE") throw error;
    console.log(`Sandbox assets: port ${port} is taken, presumably by another sandbox instance serving the same files`);
  });
  server.listen(port, () => console.log(`Sandbox assets on ${origin}`));
  return server;
}

const segmentCalls: { type: string; body: unknown }[] = [];

/**
 * Sandbox stand-ins the browser talks to, and what tests inspect (mounted only when MOCKS=true):
 * - `GET /__sandbox/events?dataset=…`: the events the sandbox Honeycomb received (newest last);
 * - `POST /__sandbox/segment/v1/:type`: Segment's tracking API; `GET /__sandbox/segment-calls` lists calls;
 * - `GET /__sandbox/gtm.js`: a stand-in for Google Tag Manager's script (`window.__sandboxGtm` keeps the data layer it found);
 * - `GET /__sandbox/registrations`: webinar registrations' email, campaign tags and landing page;
 * - `GET /__sandbox/affiliate-applications`: applications the sandbox platform received (no SSNs);
 * - `GET /__sandbox/cake/p.ashx`: the CAKE conversion pixel; `GET /__sandbox/cake-calls` lists calls.
 */
export function sandboxInspection(): Router {
  const router = express.Router();
  router.use(cakePixel());
  router.post("/__sandbox/segment/v1/:type", express.text({ type: () => true, limit: "512kb" }), (req, res) => {
    let body: unknown = req.body;
    try {
      body = JSON.parse(String(req.body));
    } catch {
      // Keep the raw text.
    }
    segmentCalls.push({ type: String(req.params.type), body });
    segmentCalls.splice(0, Math.max(0, segmentCalls.length - 500));
    res.json({ success: true });
  });
  router.get("/__sandbox/segment-calls", (_req, res) => {
    res.set("Cache-Control", PERSONAL_PAGE).json(segmentCalls);
  });
  router.get("/__sandbox/gtm.js", (req, res) => {
    const id = JSON.stringify(String(req.query.id ?? ""));
    res
      .type("application/javascript")
      .set("Cache-Control", PERSONAL_PAGE)
      // What the real container would read when it runs: the data layer so far (gtag commands as arrays).
      .send(
        `window.dataLayer = window.dataLayer || [];\n` +
          `window.__sandboxGtm = { id: ${id}, loadedAt: Date.now(), dataLayerAtLoad: JSON.parse(JSON.stringify(window.dataLayer.map((e) => Object.prototype.toString.call(e) === "[object Arguments]" ? Array.from(e) : e))) };\n` +
          `window.dataLayer.push({ event: "gtm.load" });\n`,
      );
  });
  router.get("/__sandbox/events", (req, res) => {
    const dataset = typeof req.query.dataset === "string" ? req.query.dataset : undefined;
    res.set("Cache-Control", PERSONAL_PAGE).json(recordedEvents().filter((e) => !dataset || e.dataset === dataset));
  });
  router.get("/__sandbox/registrations", (_req, res) => {
    res.set("Cache-Control", PERSONAL_PAGE).json(receivedRegistrations());
  });
  router.get("/__sandbox/affiliate-applications", (_req, res) => {
    res.set("Cache-Control", PERSONAL_PAGE).json(receivedApplications());
  });
  return router;
}
