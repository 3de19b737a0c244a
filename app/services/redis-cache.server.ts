import type { Cache } from "@epic-web/cachified";
import { redisCacheAdapter } from "cachified-redis-adapter";
import type { Redis } from "ioredis";
import { logger } from "./logger.server";
import { onRedisRecovered, redisAvailable } from "./redis.server";
import { isLoggedOutage } from "./redis-guard.server";

/**
 * A cachified cache in Redis: cachified's documented adapter
 * (`cachified-redis-adapter`, which stores JSON entries and lets Redis expire each one when
 * its ttl + stale-while-revalidate ends) over the process's ioredis connection. The adapter
 * speaks node-redis's `set(key, value, { EXAT })`; the shim below says the same to ioredis.
 *
 * Nothing waits for, or fails because of, Redis (docs/decisions/0056-redis-fails-fast.md):
 * while Redis is remembered as failing, `fallback` (this process's memory) answers instead, as
 * it would without `REDIS_URL`; a failed command is logged (at most every 10 s) and its read,
 * write or delete goes to `fallback`. When Redis answers again, `fallback` is emptied (nothing
 * in it can be known fresh: a purge by another instance did not reach it) and the keys deleted
 * meanwhile are deleted in Redis too, so a purge made during the outage still reaches every
 * instance.
 */
/** At most one warning per this long (ms) for other failures; an outage is logged once by the guard. */
const WARN_EVERY_MS = 10_000;
let lastWarn = 0;

function warn(event: string, key: string, error: unknown): void {
  if (isLoggedOutage(error)) return;
  const now = Date.now();
  if (now - lastWarn < WARN_EVERY_MS) return;
  lastWarn = now;
  logger.warn(event, { key, error });
}

/** This process's memory, where a Redis cache reads and writes while Redis is away. */
export type FallbackCache = Cache & { clear(): void };

export function redisCache(redis: Redis, prefix: string, fallback: FallbackCache): Cache {
  /** Keys deleted while Redis could not be told, deleted there when it answers again. */
  const missedDeletes = new Set<string>();
  onRedisRecovered(() => {
    const keys = [...missedDeletes];
    missedDeletes.clear();
    fallback.clear();
    if (keys.length > 0) redis.del(...keys.map((key) => prefix + key)).catch((error: unknown) => warn("redis-cache-delete-failed", keys[0] ?? "", error));
  });
  const adapter = redisCacheAdapter({
    name: `redis:${prefix}`,
    set: (key, value, options) => (options ? redis.set(prefix + key, value, "EXAT", options.EXAT) : redis.set(prefix + key, value)),
    get: (key) => redis.get(prefix + key),
    del: (key) => redis.del(prefix + key),
  });
  return {
    name: adapter.name,
    get: async (key) => {
      if (!redisAvailable()) return fallback.get(key);
      try {
        return await adapter.get(key);
      } catch (error) {
        warn("redis-cache-read-failed", key, error);
        return fallback.get(key);
      }
    },
    set: async (key, value) => {
      if (!redisAvailable()) return fallback.set(key, value);
      try {
        await adapter.set(key, value);
      } catch (error) {
        warn("redis-cache-write-failed", key, error);
        if (!redisAvailable()) await fallback.set(key, value);
      }
    },
    delete: async (key) => {
      await fallback.delete(key);
      if (!redisAvailable()) return void missedDeletes.add(key);
      try {
        await adapter.delete(key);
      } catch (error) {
        warn("redis-cache-delete-failed", key, error);
        missedDeletes.add(key);
      }
    },
  };
}

/** Deletes every key under `prefix` (SCAN, 500 at a time); errors propagate. */
export async function deleteByPrefix(redis: Redis, prefix: string): Promise<number> {
  let cursor = "0";
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    cursor = next;
    if (keys.length > 0) deleted += await redis.del(...keys);
  } while (cursor !== "0");
  return deleted;
}
