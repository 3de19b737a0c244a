/**
 * The HTTP server (ARCHITECTURE "One request, end to end"), top to bottom as a request
 * meets it: health check, trailing-slash redirect, security headers, compression, static
 * files (hashed assets immutable), then the Remix handler. In development Vite runs in
 * middleware mode; in production the built app in `build/` is served.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { EnvError, parseEnv } from "./app/env.server";
import { trailingSlashRedirect } from "./app/domain/locale-path";
import { isPagePath, localeRedirect } from "./app/domain/locale-redirect";
import { localeCookieEnabled, readLocaleCookie } from "./app/i18n/locale-cookie.server";

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (env.MOCKS) {
  const { startSandbox } = await import("./sandbox/node");
  startSandbox();
}

const production = env.NODE_ENV === "production";
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", true);

app.get("/healthcheck", (_req, res) => {
  res.set("Cache-Control", "no-store").type("text/plain").send("OK");
});

app.use((req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return res.status(400).type("text/plain").send("Bad request: the address contains invalid percent-encoding.");
  }
  const queryIndex = req.originalUrl.indexOf("?");
  const search = queryIndex >= 0 ? req.originalUrl.slice(queryIndex) : "";
  const target = trailingSlashRedirect(req.path, search);
  if (target && (req.method === "GET" || req.method === "HEAD")) return res.redirect(301, target);
  next();
});

// SPEC §2, §9: with a locale cookie configured, unprefixed page visits go to the visitor's
// language; those responses then vary by cookie.
if (localeCookieEnabled()) {
  app.use(async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isPagePath(req.path)) return next();
    res.vary("Cookie");
    try {
      const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      const target = localeRedirect(req.path, search, await readLocaleCookie(req.headers.cookie ?? null));
      if (target) {
        res.set("Cache-Control", "private, no-store");
        return res.redirect(302, target);
      }
    } catch (error) {
      return next(error);
    }
    next();
  });
}

app.use(
  helmet({
    // Inline scripts of the Remix runtime need a nonce-based CSP: arrives with the observability issue.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        "frame-ancestors": ["'self'", "https://app.storyblok.com"],
      },
    },
    // The Storyblok visual editor shows pages in an iframe: frame-ancestors above governs it.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  }),
);
app.use(compression());

if (env.MOCKS) {
  const { sandboxAssets } = await import("./sandbox/assets");
  app.use("/sandbox-assets", sandboxAssets());
}

let build: ServerBuild | (() => Promise<ServerBuild>);
if (production) {
  const buildDir = path.resolve("build");
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
  build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(devServer.middlewares);
  app.use(express.static("public", { maxAge: "1h", index: false }));
  build = () => devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
}

app.all("*", createRequestHandler({ build, mode: production ? "production" : "development" }));

app.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
  if (res.headersSent) return next(error);
  console.error(JSON.stringify({ level: "error", event: "express-error", message: String(error) }));
  res.status(500).type("text/plain").send("Something went wrong...");
});

const httpServer = app.listen(env.PORT, () => {
  console.log(`Server listening on http://localhost:${env.PORT} (${production ? "production" : "development"}${env.MOCKS ? ", sandbox" : ""})`);
});

/** Graceful stop (Fly sends SIGTERM): finish in-flight requests, then exit; force after 10 s. */
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    httpServer.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
