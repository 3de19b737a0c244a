import { Redis } from "ioredis";
import { getEnv } from "~/env.server";
import { logger } from "./logger.server";

/**
 * The one Redis connection of a process (ioredis), used only when `REDIS_URL` is set: rate
 * limits shared by every instance. Nothing may wait for Redis: while it is
 * unreachable, commands fail at once (no offline queue) and a stalled command fails after
 * {@link REDIS_COMMAND_TIMEOUT_MS}, so callers fall back (the limiters to memory); the client
 * reconnects by itself, backing off up to {@link REDIS_MAX_RECONNECT_DELAY_MS}.
 */

/** A command that has not answered after this long (ms) fails. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Connecting gives up after this long (ms), then retries. */
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnection attempts back off (200 ms more each time) up to this delay (ms). */
export const REDIS_MAX_RECONNECT_DELAY_MS = 5_000;

let client: Redis | null | undefined;
let lastState: "ready" | "down" | undefined;

/**
 * A new client for `url` with the behaviour above; it starts connecting at once. Errors are
 * logged once per outage (never thrown: an `error` event without a listener would crash).
 */
export function createRedisClient(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_MAX_RECONNECT_DELAY_MS),
  });
  redis.on("ready", () => {
    if (lastState !== "ready") logger.info("redis-ready");
    lastState = "ready";
  });
  redis.on("error", (error: Error) => {
    if (lastState !== "down") logger.warn("redis-unavailable", { error: error.message });
    lastState = "down";
  });
  return redis;
}

/**
 * The shared client when `REDIS_URL` is set (created, and connecting, on the first call), else
 * null.
 */
export function sharedRedis(): Redis | null {
  if (client === undefined) {
    const url = getEnv().REDIS_URL;
    client = url ? createRedisClient(url) : null;
  }
  return client;
}

/** Closes the shared client, if any (tests; the server simply exits). */
export async function closeSharedRedis(): Promise<void> {
  const current = client;
  client = undefined;
  if (current) await current.quit().catch(() => current.disconnect());
}
