import { cachified, isExpired, type Cache, type CacheEntry } from "@epic-web/cachified";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { getEnv } from "~/env.server";
import { ANY_STORY } from "./render-deps.server";
import type { RenderedPage, StoredPage } from "./page.server";
import { logger } from "~/services/logger.server";
import { onRedisRecovered, redisAvailable, sharedRedis } from "~/services/redis.server";
import { deleteByPrefix, redisCache, type FallbackCache } from "~/services/redis-cache.server";

/**
 * The page cache's store: rendered anonymous pages, each with the stories it read
 * (`render-deps.server.ts`), so that a publish purges the pages that showed the story
 * (docs/architecture.md, "The page cache's life").
 *
 * - Without `REDIS_URL`: an in-process LRU bounded by bytes (`PAGE_CACHE_MAX_BYTES`).
 * - With it: Redis (cachified's adapter, `redis-cache.server.ts`), keys `bp:page:*`, each
 *   expiring with its entry; the dependency index is one Redis set per dependency
 *   (`bp:pagedep:<dep>`). Every instance reads and purges the same keys, so a webhook received
 *   by one instance purges the pages of all. Redis's `maxmemory` bounds it there. While Redis is
 *   away, the in-process LRU serves instead; the purges made meanwhile are made in Redis when it
 *   answers again, and the LRU is emptied (docs/decisions/0056-redis-fails-fast.md).
 * Reads go through cachified: stale-while-revalidate (a page past `PAGE_CACHE_TTL_MS` is served
 * once more, as long again, while one render replaces it) and one render per key at a time.
 */

/**
 * Thrown by a render whose response must not be stored; carries it for the request that asked:
 * a page rendered with that request's nonce ({@link RenderedPage}), or one rendered without a
 * nonce ({@link StoredPage}). `shareable` is false when no cache outside the origin may keep it
 * either: a page rendered with a nonce, or one that may be stale (a purge began while it rendered).
 */
export class PageNotStored extends Error {
  constructor(
    readonly response: StoredPage | RenderedPage,
    readonly shareable = "scriptHashes" in response,
  ) {
    super("page not stored");
    this.name = "PageNotStored";
  }
}

/** A page bigger than this (bytes) is never stored. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const PAGE_PREFIX = "bp:page:";
const DEP_PREFIX = "bp:pagedep:";

interface Store {
  cache: Cache;
  index(key: string, deps: string[], lifetimeMs: number): Promise<void>;
  purge(deps: string[]): Promise<number>;
  purgeAll(): Promise<void>;
}

function memoryStore(maxBytes: number): Store & { cache: FallbackCache } {
  const byDep = new Map<string, Set<string>>();
  const unindex = (key: string, deps: string[]) => {
    for (const dep of deps) {
      const keys = byDep.get(dep);
      keys?.delete(key);
      if (keys?.size === 0) byDep.delete(dep);
    }
  };
  const lru = new LRUCache<string, CacheEntry<StoredPage>>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Buffer.byteLength(entry.value.body) + entry.value.br.length + entry.value.gzip.length + 512,
    dispose: (entry, key) => unindex(key, entry.value.deps),
  });
  return {
    cache: {
      name: "page-lru",
      get: (key) => lru.get(key) ?? null,
      set: (key, value) => {
        lru.set(key, value as CacheEntry<StoredPage>);
      },
      delete: (key) => {
        lru.delete(key);
      },
      clear: () => lru.clear(),
    },
    async index(key, deps) {
      for (const dep of deps) {
        const keys = byDep.get(dep) ?? new Set<string>();
        keys.add(key);
        byDep.set(dep, keys);
      }
    },
    async purge(deps) {
      const keys = new Set(deps.flatMap((dep) => [...(byDep.get(dep) ?? [])]));
      for (const key of keys) lru.delete(key);
      return keys.size;
    },
    async purgeAll() {
      lru.clear();
      byDep.clear();
    },
  };
}

/** The pages of `deps` and the dependency sets themselves, deleted in Redis; how many pages. */
async function purgeInRedis(redis: Redis, deps: string[]): Promise<number> {
  const keys = new Set<string>();
  for (const dep of deps) for (const key of await redis.smembers(DEP_PREFIX + dep)) keys.add(key);
  const doomed = [...[...keys].map((key) => PAGE_PREFIX + key), ...deps.map((dep) => DEP_PREFIX + dep)];
  if (doomed.length > 0) await redis.del(...doomed);
  return keys.size;
}

async function purgeAllInRedis(redis: Redis): Promise<void> {
  await deleteByPrefix(redis, PAGE_PREFIX);
  await deleteByPrefix(redis, DEP_PREFIX);
}

/** Pages in Redis; in `memory` while Redis is away (see the module's comment). */
function redisStore(redis: Redis, memory: ReturnType<typeof memoryStore>): Store {
  /** Purges Redis missed (`all`: every page), made there when it answers again. */
  const missed = { deps: new Set<string>(), all: false };
  onRedisRecovered(() => {
    const deps = [...missed.deps];
    const all = missed.all;
    missed.deps.clear();
    missed.all = false;
    void memory.purgeAll();
    const replay = all ? purgeAllInRedis(redis) : deps.length > 0 ? purgeInRedis(redis, deps) : null;
    replay?.catch((error: unknown) => logger.warn("page-cache-purge-replay-failed", { deps: deps.length, all, error }));
  });
  return {
    cache: redisCache(redis, PAGE_PREFIX, memory.cache),
    async index(key, deps, lifetimeMs) {
      if (!redisAvailable()) return memory.index(key, deps, lifetimeMs);
      const pipeline = redis.multi();
      for (const dep of deps) {
        pipeline.sadd(DEP_PREFIX + dep, key);
        pipeline.pexpire(DEP_PREFIX + dep, lifetimeMs);
      }
      await pipeline.exec();
    },
    async purge(deps) {
      const local = await memory.purge(deps);
      if (redisAvailable()) {
        try {
          return await purgeInRedis(redis, deps);
        } catch (error) {
          logger.warn("page-cache-purge-deferred", { error });
        }
      }
      for (const dep of deps) missed.deps.add(dep);
      return local;
    },
    async purgeAll() {
      await memory.purgeAll();
      if (redisAvailable()) {
        try {
          return await purgeAllInRedis(redis);
        } catch (error) {
          logger.warn("page-cache-purge-deferred", { error });
        }
      }
      missed.all = true;
    },
  };
}

let store: Store | null | undefined;

/** The store, or null when the page cache is off (`PAGE_CACHE_MAX_BYTES=0`). */
function pageStore(): Store | null {
  if (store === undefined) {
    const env = getEnv();
    const redis = env.PAGE_CACHE_MAX_BYTES > 0 ? sharedRedis() : null;
    store = env.PAGE_CACHE_MAX_BYTES === 0 ? null : redis ? redisStore(redis, memoryStore(env.PAGE_CACHE_MAX_BYTES)) : memoryStore(env.PAGE_CACHE_MAX_BYTES);
  }
  return store;
}

/** Whether the page cache is on (`PAGE_CACHE_MAX_BYTES` > 0). */
export function pageCacheEnabled(): boolean {
  return pageStore() !== null;
}

/** Counts purges of this process; a render that saw one begin is not stored (it may hold old content). */
let purges = 0;

/**
 * The page under `key`: from the cache, or rendered by `render` and stored when it returns
 * (a render that throws {@link PageNotStored} is answered but not stored, and removes a stale
 * copy). Concurrent calls for one key share one render: only the first call's `render` runs
 * (`background` true when it refreshes a stale copy already served).
 * @throws {PageNotStored} from `render`; anything else `render` throws.
 */
export async function cachedPage(key: string, render: (background: boolean) => Promise<StoredPage>): Promise<StoredPage> {
  const current = pageStore();
  if (!current) throw new Error("page cache is off");
  const ttl = getEnv().PAGE_CACHE_TTL_MS;
  return cachified<StoredPage>({
    cache: current.cache,
    key,
    ttl,
    staleWhileRevalidate: ttl,
    getFreshValue: async ({ background }) => {
      const purgesBefore = purges;
      const rendered = await render(background).catch(async (error: unknown) => {
        if (error instanceof PageNotStored) await current.cache.delete(key);
        throw error;
      });
      if (purges !== purgesBefore) throw new PageNotStored(rendered, false);
      if (Buffer.byteLength(rendered.body) > MAX_PAGE_BYTES) throw new PageNotStored(rendered);
      await current.index(key, rendered.deps, 2 * ttl + 60_000).catch(() => undefined);
      return rendered;
    },
  });
}

/**
 * The page stored under `key` while it is fresh (younger than its time to live), else null:
 * never renders, never serves a stale copy, never waits for another request's render. What
 * the cache's early answer reads (app/server/page-cache.server.ts); anything else goes on to
 * {@link cachedPage}. A failing read (Redis away) is null.
 */
export async function freshPage(key: string): Promise<StoredPage | null> {
  const entry = (await Promise.resolve(pageStore()?.cache.get(key)).catch(() => null)) as CacheEntry<StoredPage> | null | undefined;
  return entry && isExpired(entry.metadata) === false ? entry.value : null;
}

/**
 * Purges the pages that depend on any of `deps` (`slug:…`, `id:…`), and the pages built from
 * the whole space ({@link ANY_STORY}); with Redis, on every instance. Returns how many pages.
 */
export async function purgePages(deps: string[]): Promise<number> {
  purges += 1;
  return (await pageStore()?.purge([...deps, ANY_STORY])) ?? 0;
}

/** Purges every page (a global story changed, or the sandbox's fault switch); with Redis, on every instance. */
export async function purgeAllPages(): Promise<void> {
  purges += 1;
  await pageStore()?.purgeAll();
}
