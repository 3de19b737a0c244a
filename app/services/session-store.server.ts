import { randomBytes, randomUUID } from "node:crypto";
import { createSessionStorage, type Cookie, type SessionData, type SessionStorage } from "@remix-run/node";
import type { Redis } from "ioredis";

/**
 * Where members' sessions are kept when `REDIS_URL` is set: Remix's own `createSessionStorage`
 * over Redis, so every instance reads the same sessions and a deleted session is gone for all.
 * One key per session (`session:<id>`, the data as JSON) that Redis expires with the session.
 * The data is checked by its reader; this layer only stores strings.
 */

const KEY_PREFIX = "session:";
/** A session committed without an expiry (the site always gives one) still goes after this long (ms). */
const FALLBACK_TTL_MS = 24 * 60 * 60 * 1000;

/** Milliseconds from now until `expires` (at least 1: Redis refuses 0), or the fallback. */
function ttlMs(expires: Date | undefined): number {
  return expires ? Math.max(1, expires.getTime() - Date.now()) : FALLBACK_TTL_MS;
}

/** A new session id: 192 random bits, URL-safe (the cookie carries it signed). */
export function newSessionId(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Session storage on `redis`. Ids are {@link newSessionId} (written with `NX`: never over another
 * session). An update writes only while the session exists (`XX`): a refresh finishing after a
 * logout on another instance cannot bring the session back.
 */
export function createRedisSessionStorage({ cookie, redis }: { cookie: Cookie; redis: Redis }): SessionStorage {
  const key = (id: string) => KEY_PREFIX + id;
  return createSessionStorage({
    cookie,
    async createData(data, expires) {
      for (;;) {
        const id = newSessionId();
        if ((await redis.set(key(id), JSON.stringify(data), "PX", ttlMs(expires), "NX")) === "OK") return id;
      }
    },
    async readData(id) {
      const raw = await redis.get(key(id));
      if (raw === null) return null;
      try {
        const data: unknown = JSON.parse(raw);
        return data !== null && typeof data === "object" ? (data as SessionData) : null;
      } catch {
        return null;
      }
    },
    async updateData(id, data, expires) {
      await redis.set(key(id), JSON.stringify(data), "PX", ttlMs(expires), "XX");
    },
    async deleteData(id) {
      await redis.del(key(id));
    },
  });
}

/** Deletes a key only while it still holds the caller's token (a lock that expired and was taken by another is left alone). */
const RELEASE_SCRIPT = 'if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end';

/**
 * A short lock on `name` in Redis (`SET NX PX`), for work only one instance should do at a
 * time (a session's token refresh). Resolves to a release function when taken, or null when
 * another holder has it. The lock frees itself after `ttlMs` should its holder die.
 * @throws when Redis fails (the caller decides whether to go on without the lock).
 */
export async function takeLock(redis: Redis, name: string, ttlMs: number): Promise<(() => Promise<void>) | null> {
  const token = randomUUID();
  const lockKey = `lock:${name}`;
  if ((await redis.set(lockKey, token, "PX", ttlMs, "NX")) !== "OK") return null;
  return async () => {
    await redis.eval(RELEASE_SCRIPT, 1, lockKey, token).catch(() => undefined);
  };
}
