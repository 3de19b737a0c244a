/**
 * The HTTP server (docs/architecture.md, "The life of a request"), top to bottom as a request
 * meets it: the front door (request id, log line and event; health check; security headers;
 * path rules and redirects, the CMS's redirect rules included; compression; the events endpoint;
 * limits), static files (hashed assets immutable), then the page handler: the page cache for
 * anonymous pages and the one Remix handler for every page. In development Vite runs in
 * middleware mode; in production the built app in `build/` is served.
 */
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import type { ServerBuild } from "@remix-run/node";
import type { ServerHooks } from "./app/server/hooks.server";

/**
 * This file reaches the app only through the Remix build: the build's entry
 * module hands over `serverHooks` (app/server/hooks.server.ts), so every app module — the
 * event queue, the request store — exists once. Before the build loads, only two plain
 * variables are read: NODE_ENV (which build to load) and MOCKS (start the sandbox first, so
 * that it answers for upstreams from the first request).
 */
const production = process.env.NODE_ENV === "production";

// Read once, here and by the app's env (app/env.server.ts), with the same rule: a value that is
// neither "true" nor "false" stops the server rather than half-mounting the sandbox.
const mocks = process.env.MOCKS || "false";
if (mocks !== "true" && mocks !== "false") {
  console.error(`Invalid environment: MOCKS must be true or false, not ${JSON.stringify(mocks)}`);
  process.exit(1);
}
if (mocks === "true") {
  const { startSandbox } = await import("./sandbox/node");
  startSandbox();
}

let build: ServerBuild | (() => Promise<ServerBuild>);
let hooks: ServerHooks;
let devMiddleware: express.Handler | null = null;
if (production) {
  const loaded = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  build = loaded;
  hooks = (loaded.entry.module as unknown as { serverHooks: ServerHooks }).serverHooks;
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  devMiddleware = devServer.middlewares;
  build = () => devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  hooks = ((await build()).entry.module as unknown as { serverHooks: ServerHooks }).serverHooks;
}

let env: ReturnType<ServerHooks["parseEnv"]>;
try {
  env = hooks.parseEnv();
} catch (error) {
  if (error instanceof hooks.EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const { requestContext, requestEvent, rejectBadHostHeaders, rejectOtherMethods, rejectMalformedPaths, errorHandler } = hooks;
const { searchRedirect, removeTrailingSlash, applyRedirectRules, localeCookieRedirect, refreshSession } = hooks;
const { cspNonce, securityHeaders, honeycombRoute, localeCookieEnabled, flushEvents, logger: baseLogger } = hooks;
const { prepareRateLimits, limitRequests } = hooks;
const { pageHandler, pageCacheHits, cachePolicy, healthDetail } = hooks;
/** serve-static options that send `policy` as the Cache-Control of every file served. */
const keptAs = (policy: string) => ({
  cacheControl: false,
  setHeaders: (res: { setHeader(name: string, value: string): unknown }) => res.setHeader("Cache-Control", policy),
});

const app = express();
app.disable("x-powered-by");
// TRUST_PROXY (fly.toml): one proxy hop in front (Fly's edge) whose forwarded headers count. Off, they
// are ignored. The client IP itself is decided in requestContext (app/services/client-ip.server.ts).
app.set("trust proxy", env.TRUST_PROXY ? 1 : false);
// Node's querystring, as the http-request event reports the query (observability.server.ts).
app.set("query parser", "simple");
prepareRateLimits();

app.use(requestContext());
// Security headers before any answer, so redirects and early refusals carry them too.
app.use(cspNonce);
if (production) app.use(securityHeaders(env));
app.use(rejectBadHostHeaders);
app.use(rejectOtherMethods);
// 200 whenever the process serves (the site serves without Redis too); `?detail` adds, as JSON,
// what is degraded for monitoring (app/server/health.server.ts).
app.get("/healthcheck", (req, res) => {
  res.set("Cache-Control", cachePolicy.NO_STORE);
  if ("detail" in req.query) res.json(healthDetail());
  else res.type("text/plain").send("OK");
});
app.use(requestEvent());

app.use(rejectMalformedPaths);
app.use(searchRedirect(env.SITE_URL));
app.use(removeTrailingSlash);
// Marketers' redirect rules from Storyblok (global/redirects): one Map lookup, before any rendering.
app.use(applyRedirectRules);
if (localeCookieEnabled()) app.use(localeCookieRedirect);
// Fresh stored pages, answered now: what follows is for requests a stored page cannot answer.
app.use(pageCacheHits());
app.use(refreshSession);

// Pages from the page cache come compressed; compression leaves encoded answers alone.
app.use(compression());
app.use(honeycombRoute());
app.use(limitRequests);

let sandboxAssetServer: Server | null = null;
if (env.MOCKS) {
  const { sandboxAssets, sandboxInspection, serveSandboxAssets } = await import("./sandbox/assets");
  const { sandboxIdentityProvider } = await import("./sandbox/auth0");
  const { sandboxFaults } = await import("./sandbox/faults");
  const { sandboxStoryblokPublish } = await import("./sandbox/storyblok-publish");
  const { sandboxStoryblokReleases } = await import("./sandbox/storyblok-releases");
  app.use(sandboxFaults({ forget: hooks.forgetUpstreams }));
  app.use("/sandbox-assets", sandboxAssets());
  // Pages load the sandbox's assets from a second origin, as production loads them from Storyblok's and the platform's hosts.
  sandboxAssetServer = serveSandboxAssets(env.SANDBOX_ASSET_PORT);
  app.use(sandboxInspection());
  app.use(sandboxStoryblokPublish());
  app.use(sandboxStoryblokReleases());
  app.use(sandboxIdentityProvider());
}

if (production) {
  const buildDir = path.resolve("build");
  // Hashed files, sent as the build compressed them (`.br`, `.gz`; vite.config.ts) when the
  // browser accepts it: no compression per request.
  const hashedFiles = expressStaticGzip(path.join(buildDir, "client"), {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: keptAs(cachePolicy.HASHED_ASSET),
  });
  app.use((req, res, next) => (req.path.startsWith("/assets/") ? hashedFiles(req, res, next) : next()));
  // Public files all have an extension: pages skip the file lookup (a stat per request).
  const publicFiles = express.static(path.join(buildDir, "client"), { ...keptAs(cachePolicy.PUBLIC_FILE), index: false });
  app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));
} else if (devMiddleware) {
  app.use(devMiddleware);
  app.use(express.static("public", { ...keptAs(cachePolicy.PUBLIC_FILE), index: false }));
}

// Pages: anonymous ones rendered once for everyone, kept by the page cache and CDNs; the rest
// rendered for their request (app/server/page-cache.server.ts holds the one Remix handler).
app.all("*", pageHandler(build, production ? "production" : "development"));

app.use(errorHandler);

const httpServer = createServer(app);
// CONNECT never reaches the request handler: this site is no proxy (405).
httpServer.on("connect", hooks.refuseConnect);
httpServer.listen(env.PORT, () => {
  baseLogger.info(
    { event: "listening", port: env.PORT, mode: production ? "production" : "development", sandbox: env.MOCKS },
    `Server listening on http://localhost:${env.PORT}`,
  );
});

/** Graceful stop (Fly sends SIGTERM): finish in-flight requests, send queued events, exit; force after 10 s. */
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    sandboxAssetServer?.close();
    httpServer.close(() => void flushEvents().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
