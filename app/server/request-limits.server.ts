import type { Request, RequestHandler } from "express";
import { PERSONAL_PAGE } from "~/domain/delivery/cache-policy";
import { resolvePath } from "~/domain/routing/locale-path";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { clientIp } from "~/services/client-ip.server";
import { logger } from "~/services/logger.server";
import { refusedFor } from "~/services/miss-limit.server";
import { consumeLimit, type LimitName } from "~/services/rate-limit.server";
import { limitFormPosts, sendRateLimitedPage } from "./application-limit.server";

/**
 * Per-client limits answered at the front door, before Remix runs (no loader, no render, no upstream
 * call); the numbers are `LIMITS` (app/services/rate-limit.server.ts), shared through Redis
 * when `REDIS_URL` is set. A refusal is 429 with `Retry-After` (seconds) and `private, no-store`:
 * - JSON endpoints: a JSON body `{ error }` giving the reason;
 * - sign-in routes and pages: the short 429 page in the URL's language;
 * - page forms: {@link limitFormPosts}.
 * See docs/decisions/0031-request-limits.md.
 */

/** A JSON endpoint's limit: its path (exact), the method counted, and the reason sent. */
interface EndpointLimit {
  path: string;
  method: "POST";
  limit: LimitName;
  reason: string;
}

const ENDPOINT_LIMITS: readonly EndpointLimit[] = [
  { path: "/storyblok-api/order-summary", method: "POST", limit: "orderSummary", reason: "Too many order lookups from this address; try again later." },
  { path: "/api/attendee/update_status", method: "POST", limit: "attendeeStatus", reason: "Too many status updates from this address; try again later." },
];

/** Sign-in routes by slug (with or without a language prefix, documents and `.data`), any method. */
const SIGN_IN_LIMITS: Readonly<Record<string, LimitName>> = { login: "signIn", "pagebuilder-auth-redirect": "signInCallback" };

/** Paths that are no pages: the unknown-page refusal leaves them alone (files, APIs, the sandbox's switches). */
const NOT_PAGES = /^\/(?:api|resources|storyblok-api|__sandbox|sandbox-assets|assets)(?:\/|$)|\.(?!data$)[^/]*$/;

const pagePathOf = (req: Request) => resolvePath(req.path.replace(/\.data$/, ""));

/** Counts the request against the limit of its endpoint or sign-in route; true when it was answered (refused). */
async function limitRoute(req: Request, res: Parameters<RequestHandler>[1]): Promise<boolean> {
  const endpoint = ENDPOINT_LIMITS.find((entry) => entry.path === req.path && entry.method === req.method);
  const page = endpoint ? null : pagePathOf(req);
  const limit = endpoint?.limit ?? (page && Object.hasOwn(SIGN_IN_LIMITS, page.slug) ? SIGN_IN_LIMITS[page.slug] : undefined);
  if (!limit) return false;
  const ip = clientIp();
  const verdict = await consumeLimit(limit, ip);
  if (verdict.allowed) return false;
  logger.warn(`${limit}-rate-limited`, { ip, where: "front-door" });
  if (endpoint) {
    res
      .status(429)
      .set({ "Retry-After": String(verdict.retryAfterS), "Cache-Control": PERSONAL_PAGE })
      .json({ error: endpoint.reason });
  } else {
    sendRateLimitedPage(res, page?.lang ?? DEFAULT_LANGUAGE, verdict.retryAfterS, "requests");
  }
  return true;
}

/** Refuses page requests of a client that asked for too many unknown pages (`LIMITS.notFound`; services/miss-limit.server.ts). */
function refuseMissFlood(req: Request, res: Parameters<RequestHandler>[1]): boolean {
  if ((req.method !== "GET" && req.method !== "HEAD") || NOT_PAGES.test(req.path)) return false;
  const retryAfterS = refusedFor(clientIp());
  if (retryAfterS === null) return false;
  sendRateLimitedPage(res, pagePathOf(req)?.lang ?? DEFAULT_LANGUAGE, retryAfterS, "requests");
  return true;
}

/** The front door's limits, in one middleware: unknown-page floods, endpoints and sign-in, then page forms. */
export const limitRequests: RequestHandler = (req, res, next) => {
  if (refuseMissFlood(req, res)) return;
  void limitRoute(req, res)
    .then((answered) => {
      if (!answered) limitFormPosts(req, res, next);
    })
    .catch(next);
};
