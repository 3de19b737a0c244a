import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { rateLimitKey } from "~/services/client-ip.server";
import { logger } from "~/services/logger.server";
import { sharedRedis } from "~/services/redis.server";
import { requestStorage } from "~/services/request-store.server";

/**
 * The site's rate limits, all counted per client by rate-limiter-flexible.
 * With `REDIS_URL` set they are counted in Redis, so every instance shares one count; while
 * Redis is unreachable each instance counts in memory instead (the library's insurance
 * limiter), and a limiter that fails in any other way lets the request through: a limit never
 * turns into an error for the visitor. Without Redis: in memory, per instance.
 */

/** The limits: points a client may spend per window (`durationS`, seconds). */
export const LIMITS = {
  /** Affiliate applications per client (docs/product/affiliates.md#answers): 5 per 10 minutes. */
  affiliate: { points: 5, durationS: 600 },
  /** Browser events to `POST /honeycomb` per client (docs/product/failures-and-limits.md#rate-limits): 120 per minute. */
  honeycomb: { points: 120, durationS: 60 },
  /** Sign-in callbacks per OAuth state, counted by state rather than client: a state works once within its 10-minute cookie. */
  signInState: { points: 1, durationS: 600 },
  /** Webinar registration posts per client: each registration creates an attendee who is emailed. */
  registration: { points: 10, durationS: 600 },
  /**
   * New webinar registrations per email address (lower-cased, trimmed), whoever sends them: an
   * address's first registration for each webinar in the window (docs/decisions/0031).
   */
  registrationEmail: { points: 5, durationS: 86_400 },
  /** Registrations of an address for a webinar it is already registered for (a new time): each may mail it again. */
  registrationChange: { points: 10, durationS: 86_400 },
  /** Marks an address as registered for a webinar (a point spent once the platform registered it): its next registration there is a change. */
  registrationSeen: { points: 1, durationS: 86_400 },
  /** Order-summary lookups per client: each answers whether an order id exists. */
  orderSummary: { points: 30, durationS: 600 },
  /** Attendee status updates per client: each is a platform call. */
  attendeeStatus: { points: 60, durationS: 600 },
  /** Sign-in starts (`/login`) per client. */
  signIn: { points: 60, durationS: 60 },
  /** Sign-in callbacks per client: each may cost a token call to the identity provider. */
  signInCallback: { points: 20, durationS: 60 },
  /** Pages whose story turned out missing at the cost of a Storyblok call, per client: past it, the client's page requests are refused for the rest of the window. */
  notFound: { points: 120, durationS: 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

/** The answer of {@link consumeLimit}. */
export type LimitVerdict =
  | { allowed: true; remaining: number }
  /** Refused: the client may try again in `retryAfterS` seconds (≥ 1). */
  | { allowed: false; retryAfterS: number };

/** Builds the limiter of `name`: on `redis` (with a memory fallback) or, without it, in memory. */
export function createLimiter(name: LimitName, redis: Redis | null): RateLimiterAbstract {
  const { points, durationS } = LIMITS[name];
  const keyPrefix = `rl:${name}`;
  const memory = new RateLimiterMemory({ points, duration: durationS, keyPrefix });
  if (!redis) return memory;
  return new RateLimiterRedis({ storeClient: redis, points, duration: durationS, keyPrefix, rejectIfRedisNotReady: true, insuranceLimiter: memory });
}

let limiters: Map<LimitName, RateLimiterAbstract> | undefined;

function limiter(name: LimitName): RateLimiterAbstract {
  if (!limiters) {
    const redis = sharedRedis();
    limiters = new Map((Object.keys(LIMITS) as LimitName[]).map((limit) => [limit, createLimiter(limit, redis)]));
  }
  return limiters.get(name) as RateLimiterAbstract;
}

/**
 * Creates the limiters now (and so starts connecting to Redis), rather than on the first
 * request, which would otherwise be counted in memory while the connection opens.
 */
export function prepareRateLimits(): void {
  limiter("affiliate");
}

/**
 * Spends one point of `name` for the client at `ip` (an IPv6 client is counted by its /64,
 * `rateLimitKey`) and marks the current request as counted (see {@link countedAlready}).
 * Never throws: a limiter failure is logged and allows the request.
 * `using` replaces the configured limiter (tests).
 */
export async function consumeLimit(name: LimitName, ip: string | null, using: RateLimiterAbstract = limiter(name)): Promise<LimitVerdict> {
  const store = requestStorage.getStore();
  if (store) (store.limitsCounted ??= new Set()).add(name);
  return consumeKey(name, rateLimitKey(ip), using);
}

/**
 * Spends one point of `name` for `key` (any string that names what is counted, e.g. an OAuth
 * state). Never throws: a limiter failure is logged and allows the request.
 */
export async function consumeKey(name: LimitName, key: string, using: RateLimiterAbstract = limiter(name)): Promise<LimitVerdict> {
  try {
    const result = await using.consume(key);
    return { allowed: true, remaining: result.remainingPoints };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterS: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    logger.error("rate-limit-failed", { limit: name, error: refusal });
    return { allowed: true, remaining: 0 };
  }
}

/**
 * True when `key` has spent a point of `name` within its window (without spending one). A
 * limiter failure answers false.
 * `using` replaces the configured limiter (tests).
 */
export async function keyCounted(name: LimitName, key: string, using: RateLimiterAbstract = limiter(name)): Promise<boolean> {
  try {
    const counted = await using.get(key);
    return (counted?.consumedPoints ?? 0) > 0;
  } catch (error) {
    logger.error("rate-limit-failed", { limit: name, error });
    return false;
  }
}

/**
 * The key an address's registrations for one webinar are counted under (`registrationSeen`):
 * the webinar and the address's {@link emailLimitKey}.
 */
export function attendeeLimitKey(webinarId: string, email: string): string {
  return `${webinarId}:${emailLimitKey(email)}`;
}

/** True when the current request has already been counted against `name` (by the front door's middleware). */
export function countedAlready(name: LimitName): boolean {
  return requestStorage.getStore()?.limitsCounted?.has(name) ?? false;
}

/**
 * The key an email address is counted under: lower-cased and trimmed (so `Ada@X.com ` and
 * `ada@x.com` are one address), then hashed, so no address is stored in the limiter.
 */
export function emailLimitKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}
