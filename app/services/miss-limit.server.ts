import { LRUCache } from "lru-cache";
import { clientIp, rateLimitKey } from "~/services/client-ip.server";
import { logger } from "~/services/logger.server";
import { consumeLimit } from "~/services/rate-limit.server";
import { requestStorage, type RequestStore } from "~/services/request-store.server";

/**
 * Bursts of unknown pages from one client. A page whose story turns out missing, when finding
 * that out cost a Storyblok call (a slug not already known missing), spends one point of
 * `LIMITS.notFound` for the client (shared through Redis when it is set); the miss
 * that finds the client over the limit marks it refused here, in this instance's memory, until
 * the window ends. The front door then answers that client's page requests 429 before any lookup or
 * render ({@link refusedFor}), while other clients are unaffected. Kept in memory so that the
 * check costs no Redis round trip on every page request: an instance learns of a client
 * counted elsewhere at that client's next miss here.
 */

/** Refused clients (by limit key) and when their refusal ends (epoch ms). Bounded: a flood from many addresses evicts the oldest. */
const refused = new LRUCache<string, number>({ max: 10_000 });

/** Requests that asked Storyblok for a story it does not have (a repeated unknown slug is answered from memory and costs nothing). */
const askedInVain = new WeakSet<RequestStore>();

/** Notes that the current request asked Storyblok for a story that does not exist. */
export function noteMissingStoryFetched(): void {
  const store = requestStorage.getStore();
  if (store) askedInVain.add(store);
}

/** Counts a missing page against the current request's client when finding it missing cost a Storyblok call; never throws. */
export async function countMissingPage(): Promise<void> {
  const store = requestStorage.getStore();
  if (!store || !askedInVain.has(store)) return;
  const ip = clientIp();
  const verdict = await consumeLimit("notFound", ip);
  if (verdict.allowed) return;
  const key = rateLimitKey(ip);
  if (!refused.has(key)) logger.warn("not-found-rate-limited", { ip, retryAfterS: verdict.retryAfterS });
  refused.set(key, Date.now() + verdict.retryAfterS * 1000);
}

/** Seconds until the client at `ip` may ask for pages again (≥ 1), or null when it is not refused. */
export function refusedFor(ip: string | null): number | null {
  const key = rateLimitKey(ip);
  const until = refused.get(key);
  if (until === undefined) return null;
  const left = until - Date.now();
  if (left <= 0) {
    refused.delete(key);
    return null;
  }
  return Math.max(1, Math.ceil(left / 1000));
}

/** Forgets every refusal (tests). */
export function forgetMissRefusals(): void {
  refused.clear();
}
