import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Env } from "~/env.server";
import { isEditorRequest } from "~/services/storyblok-preview.server";
import { targetUrl } from "./front-door.server";

/**
 * Security headers (helmet) with a per-request CSP nonce: exactly the scripts the site uses
 * run — its inline scripts (by this nonce, or on a shared page by their hashes, which the page
 * cache puts in its place), its own modules and their preloads (`'self'`), Segment, Google Tag
 * Manager, YouTube embeds, Sentry, and Storyblok's editor in preview only. No `'strict-dynamic'`:
 * it makes browsers ignore `'self'`, and so block every `<link rel="modulepreload">`, which
 * carry no nonce (docs/decisions/0026). HSTS and upgrade-insecure-requests in production (not on
 * the sandbox, which runs over http).
 */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = nextNonce();
  next();
};

/** Bytes of randomness per nonce (base64: 24 characters), and nonces drawn per call to the CSPRNG. */
const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;
let drawn = Buffer.alloc(0);
let used = 0;

/** A fresh nonce: the next unused 16 bytes of one CSPRNG draw, each used once (one draw per 256 requests, not one per request). */
export function nextNonce(): string {
  if (used >= drawn.length) {
    drawn = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    used = 0;
  }
  used += NONCE_BYTES;
  return drawn.toString("base64", used - NONCE_BYTES, used);
}

type Res = { locals: { cspNonce?: string } };

/** The name the policy's `report-to` gives Sentry's endpoint in `Reporting-Endpoints`. */
const REPORT_GROUP = "csp-endpoint";

/**
 * Sentry's security-report endpoint for `dsn` (https://docs.sentry.io, "Security Policy
 * Reporting"): `{scheme}://{host}{path prefix}/api/{project}/security/?sentry_key={public key}`,
 * with the deployment's environment, as the SDKs name it.
 */
export function sentrySecurityEndpoint(dsn: string, environment: string): string {
  const url = new URL(dsn);
  const segments = url.pathname.split("/").filter(Boolean);
  const project = segments.pop() ?? "";
  const prefix = segments.length > 0 ? `/${segments.join("/")}` : "";
  const query = new URLSearchParams({ sentry_key: decodeURIComponent(url.username), sentry_environment: environment });
  return `${url.protocol}//${url.host}${prefix}/api/${project}/security/?${query.toString()}`;
}

/**
 * Whether the request target `url` is a verified visual-editor request (docs/preview-and-editors.md).
 * Concatenated, not resolved: a target such as `//` is a path, not a host (resolving it throws).
 * Only a URL naming the editor's token (perhaps percent-encoded) can be one: the rest skip the URL parse.
 */
function isPreviewTarget(url: string, env: Env): boolean {
  return (url.includes("_storyblok_tk") || url.includes("%")) && isEditorRequest(targetUrl(url).searchParams, env);
}

/** A source list entry: fixed, or read from the request (helmet calls it per response). */
type Source = string | ((req: IncomingMessage, res: ServerResponse) => string);

/**
 * The policy's directives, its media hosts from `env`: images from the Storyblok space's asset host and
 * the platform's image host; video and captions (`<track>`, media-src) from the platform's video
 * host and the asset host. With a Sentry DSN, violations are reported to Sentry by `report-to`
 * (browsers with the Reporting API) and `report-uri` (the others). The same for every visitor:
 * only the script nonce and the editor's frame-ancestors depend on the request.
 */
export function cspDirectives(env: Env): Record<string, Source[]> {
  const secure = env.NODE_ENV === "production" && !env.MOCKS;
  const sentryOrigin = env.SENTRY_DSN ? new URL(env.SENTRY_DSN).origin : null;
  // The affiliate conversion pixel (docs/product/sales-and-orders.md) is an image; a same-site sandbox path needs nothing more.
  const cakeOrigin = env.CAKE_CONVERSION_URL?.startsWith("https://") ? new URL(env.CAKE_CONVERSION_URL).origin : null;
  const isPreview = (url: string) => isPreviewTarget(url, env);
  const report = env.SENTRY_DSN ? sentrySecurityEndpoint(env.SENTRY_DSN, env.APP_ENV) : null;
  const unique = (sources: string[]) => [...new Set(sources)];
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    // Signing out posts to the site, which redirects to the identity provider's logout page.
    "form-action": ["'self'", `https://${env.AUTH0_DOMAIN}`],
    "script-src": [
      "'self'",
      (_req, res) => `'nonce-${(res as unknown as Res).locals.cspNonce ?? ""}'`,
      "https://cdn.segment.com",
      "https://www.googletagmanager.com",
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": unique([
      "'self'",
      "data:",
      "blob:",
      ...env.STORYBLOK_ASSET_ORIGIN,
      ...env.PLATFORM_IMAGE_ORIGIN,
      "https://i.ytimg.com",
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      ...(cakeOrigin ? [cakeOrigin] : []),
    ]),
    "media-src": unique(["'self'", ...env.PLATFORM_VIDEO_ORIGIN, ...env.STORYBLOK_ASSET_ORIGIN]),
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      "https://api.segment.io",
      "https://cdn.segment.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.googletagmanager.com",
      ...(sentryOrigin ? [sentryOrigin] : []),
      "https://*.ingest.sentry.io",
      "https://*.ingest.us.sentry.io",
    ],
    "frame-src": ["https://www.youtube-nocookie.com", "https://www.googletagmanager.com"],
    "frame-ancestors": [(req) => (isPreview((req as { originalUrl?: string }).originalUrl ?? req.url ?? "/") ? "'self' https://app.storyblok.com" : "'self'")],
    ...(report ? { "report-uri": [report], "report-to": [REPORT_GROUP] } : {}),
    ...(secure ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/** The `Reporting-Endpoints` header naming Sentry's endpoint for `report-to`, or null without a DSN. */
export function reportingEndpoints(env: Env): string | null {
  return env.SENTRY_DSN ? `${REPORT_GROUP}="${sentrySecurityEndpoint(env.SENTRY_DSN, env.APP_ENV)}"` : null;
}

/**
 * Powerful features no page of the site uses, refused to it and to every frame it embeds (the
 * YouTube player keeps what it asks for: autoplay, fullscreen, picture-in-picture, sensors).
 */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), display-capture=(), browsing-topics=()";

/**
 * helmet's headers with {@link cspDirectives}, a `Permissions-Policy`, and `Reporting-Endpoints`
 * beside them when a Sentry DSN is set. Mounted first (server.ts), so redirects and early
 * refusals carry them too.
 */
export function securityHeaders(env: Env): RequestHandler {
  const secure = env.NODE_ENV === "production" && !env.MOCKS;
  const endpoints = reportingEndpoints(env);
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(env) },
    strictTransportSecurity: secure ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // frame-ancestors above decides who may frame the site (the Storyblok editor, in preview).
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  const replay = helmetOutput(headers);
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (endpoints) res.setHeader("Reporting-Endpoints", endpoints);
    // The editor's frame-ancestors depend on the request: helmet works those out itself.
    if (isPreviewTarget(req.originalUrl ?? req.url ?? "/", env)) return headers(req, res, next);
    const nonce = (res.locals as Res["locals"]).cspNonce ?? "";
    for (const [name, value] of replay) res.setHeader(name, typeof value === "string" ? value : value.join(nonce));
    next();
  };
}

/** Stands for the nonce in the policy helmet writes once; base64 never contains `!`. */
const NONCE_MARK = "!nonce!";

/**
 * What `helmet` writes on a response that is not a preview, worked out once, in helmet's order
 * and spelling: each header's value, and the policy as the two parts around its one
 * request-dependent part, the script nonce. Every other directive is fixed at start, so
 * replaying helmet's own output sets the same headers at a tenth of the cost (about 2 µs a
 * request rather than 20, a thirtieth of a cached answer).
 */
function helmetOutput(headers: RequestHandler): [string, string | string[]][] {
  // helmet only sets and removes headers: a response that records them, in order, as spelled.
  const set = new Map<string, [string, string]>();
  const res = {
    locals: { cspNonce: NONCE_MARK },
    setHeader: (name: string, value: unknown) => set.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => set.delete(name.toLowerCase()),
  };
  headers({ url: "/", originalUrl: "/", headers: {} } as never, res as never, () => undefined);
  return [...set].map(([key, [name, value]]) => [name, key === "content-security-policy" ? value.split(NONCE_MARK) : value]);
}
