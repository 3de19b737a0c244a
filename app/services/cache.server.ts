import { cachified, isExpired, type CacheEntry, type Cache } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { sharedRedis } from "./redis.server";
import { deleteByPrefix, redisCache, type FallbackCache } from "./redis-cache.server";

/**
 * The one cache helper for upstream reads (docs/product/caching-and-cdn.md): stale-while-revalidate
 * and coalescing of concurrent requests for one key, via `@epic-web/cachified` over an
 * in-process LRU. Only an optimisation: nothing depends on a hit.
 *
 * Reads marked `shared` (Storyblok's stories, links and `cv`) live in Redis when `REDIS_URL`
 * is set, so every instance sees one copy and a publish webhook received by one instance
 * clears it for all; without Redis they share the in-process LRU. While Redis is away they live
 * in an LRU of their own, emptied when Redis answers again (`redis-cache.server.ts`).
 */
function lruCache(name: string): FallbackCache {
  const lru = new LRUCache<string, CacheEntry>({ max: 2_000 });
  return {
    name,
    get: (key) => lru.get(key) ?? null,
    set: (key, value) => {
      lru.set(key, value);
    },
    delete: (key) => {
      lru.delete(key);
    },
    clear: () => lru.clear(),
  };
}

export const cache = lruCache("upstream-lru");
/** The shared reads' memory while Redis is away. */
const sharedFallback = lruCache("shared-fallback-lru");

/** Prefix of the shared cache's keys in Redis. */
export const SHARED_CACHE_PREFIX = "bp:cache:";

let shared: Cache | undefined;

/** The cache of `shared` reads: Redis when configured, else the LRU above. */
function sharedCache(): Cache {
  if (!shared) {
    const redis = sharedRedis();
    shared = redis ? redisCache(redis, SHARED_CACHE_PREFIX, sharedFallback) : cache;
  }
  return shared;
}

export interface CachedOptions<T> {
  key: string;
  /** Fresh for this long (ms). */
  ttl: number;
  /** Then served stale while one background refresh runs, for this long (ms). */
  swr: number;
  getFreshValue: () => Promise<T>;
  /** In Redis when `REDIS_URL` is set (values must be JSON); default false: this process only. */
  shared?: boolean;
}

/** Reads through the cache; errors of `getFreshValue` propagate and are not cached. */
export function cached<T>({ key, ttl, swr, getFreshValue, shared: isShared = false }: CachedOptions<T>): Promise<T> {
  return cachified({ cache: isShared ? sharedCache() : cache, key, ttl, staleWhileRevalidate: swr, getFreshValue });
}

/**
 * The value stored under a shared key without asking for a fresh one, and whether it is still
 * fresh (within its `ttl`); null when nothing is stored. For a value that may be learnt on the
 * way (Storyblok's `cv`): a stale one is refreshed through {@link cached}.
 */
export async function peekShared<T>(key: string): Promise<{ value: T; fresh: boolean } | null> {
  const entry = (await sharedCache().get(key)) as CacheEntry<T> | null | undefined;
  return entry ? { value: entry.value, fresh: isExpired(entry.metadata) === false } : null;
}

/** Forgets one key of the shared cache (every instance's, with Redis). */
export async function forgetShared(key: string): Promise<void> {
  await sharedCache().delete(key);
}

/** Empties this process's cache (tests, the sandbox's fault switch). */
export function clearCache(): void {
  cache.clear();
  sharedFallback.clear();
}

/** Empties the shared cache in Redis, if configured (the sandbox's fault switch); Redis errors propagate. */
export async function clearSharedCache(): Promise<void> {
  const redis = sharedRedis();
  if (redis) await deleteByPrefix(redis, SHARED_CACHE_PREFIX);
}
