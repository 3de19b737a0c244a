import { cachified, type CacheEntry, type Cache } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";

/**
 * The one cache helper for upstream reads (ARCHITECTURE "Caching"): stale-while-revalidate
 * and coalescing of concurrent requests for one key, via `@epic-web/cachified` over an
 * in-process LRU. Per instance and only an optimisation: nothing depends on a hit.
 */
const lru = new LRUCache<string, CacheEntry>({ max: 2_000 });

export const cache: Cache = {
  name: "upstream-lru",
  get: (key) => lru.get(key) ?? null,
  set: (key, value) => {
    lru.set(key, value);
  },
  delete: (key) => {
    lru.delete(key);
  },
};

export interface CachedOptions<T> {
  key: string;
  /** Fresh for this long (ms). */
  ttl: number;
  /** Then served stale while one background refresh runs, for this long (ms). */
  swr: number;
  getFreshValue: () => Promise<T>;
}

/** Reads through the cache; errors of `getFreshValue` propagate and are not cached. */
export function cached<T>({ key, ttl, swr, getFreshValue }: CachedOptions<T>): Promise<T> {
  return cachified({ cache, key, ttl, staleWhileRevalidate: swr, getFreshValue });
}

/** Empties the cache (tests, and a future publish webhook). */
export function clearCache(): void {
  lru.clear();
}
