import type { Cache } from "@epic-web/cachified";
import { redisCacheAdapter } from "cachified-redis-adapter";
import type { Redis } from "ioredis";
import { logger } from "./logger.server";

/**
 * A cachified cache in Redis: cachified's documented adapter
 * (`cachified-redis-adapter`, which stores JSON entries and lets Redis expire each one when
 * its ttl + stale-while-revalidate ends) over the process's ioredis connection. The adapter
 * speaks node-redis's `set(key, value, { EXAT })`; the shim below says the same to ioredis.
 *
 * Nothing waits for, or fails because of, Redis: a failed read is a miss, a failed write or
 * delete is logged (at most every 10 s) and dropped, so pages render as if
 * there were no cache.
 */
/** At most one warning per this long (ms): an outage is logged, not every failed command. */
const WARN_EVERY_MS = 10_000;
let lastWarn = 0;

function warn(event: string, key: string, error: unknown): void {
  const now = Date.now();
  if (now - lastWarn < WARN_EVERY_MS) return;
  lastWarn = now;
  logger.warn(event, { key, error });
}

export function redisCache(redis: Redis, prefix: string): Cache {
  const adapter = redisCacheAdapter({
    name: `redis:${prefix}`,
    set: (key, value, options) => (options ? redis.set(prefix + key, value, "EXAT", options.EXAT) : redis.set(prefix + key, value)),
    get: (key) => redis.get(prefix + key),
    del: (key) => redis.del(prefix + key),
  });
  return {
    name: adapter.name,
    get: async (key) => {
      try {
        return await adapter.get(key);
      } catch (error) {
        warn("redis-cache-read-failed", key, error);
        return null;
      }
    },
    set: async (key, value) => {
      try {
        await adapter.set(key, value);
      } catch (error) {
        warn("redis-cache-write-failed", key, error);
      }
    },
    delete: async (key) => {
      try {
        await adapter.delete(key);
      } catch (error) {
        warn("redis-cache-delete-failed", key, error);
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
