import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Env } from "~/env.server";
import { isEditorRequest } from "~/services/storyblok-preview.server";
import { targetUrl } from "./edge.server";

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

/** A fresh nonce: the next unused 16 bytes of one CSPRNG draw, each used once (one draw per 256 requests, not one per request; issue 17). */
export function nextNonce(): string {
  if (used >= drawn.length) {
    drawn = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    used = 0;
  }
  used += NONCE_BYTES;
  return drawn.toString("base64", used - NONCE_BYTES, used);
}

type Res = { locals: { cspNonce?: string } };

export function securityHeaders(env: Env): RequestHandler {
  const secure = env.NODE_ENV === "production" && !env.MOCKS;
  const sentryOrigin = env.SENTRY_DSN ? new URL(env.SENTRY_DSN).origin : null;
  // The affiliate conversion pixel (SPEC §7) is an image; a same-site sandbox path needs nothing more.
  const cakeOrigin = env.CAKE_CONVERSION_URL?.startsWith("https://") ? new URL(env.CAKE_CONVERSION_URL).origin : null;
  // Concatenated, not resolved: a target such as `//` is a path, not a host (resolving it throws).
  const isPreview = (url: string) => isEditorRequest(targetUrl(url).searchParams, env);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        "form-action": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as Res).locals.cspNonce ?? ""}'`,
          "https://cdn.segment.com",
          "https://www.googletagmanager.com",
        ],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https://a.storyblok.com", "https://i.ytimg.com", "https://www.googletagmanager.com", "https://*.google-analytics.com", ...(cakeOrigin ? [cakeOrigin] : [])],
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
        ...(secure ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // frame-ancestors above decides who may frame the site (the Storyblok editor, in preview).
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
}
