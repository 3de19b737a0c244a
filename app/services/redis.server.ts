import { Redis, type Command } from "ioredis";
import { getEnv } from "~/env.server";
import { logger } from "./logger.server";
import { createRedisGuard, RedisUnavailableError, type RedisGuard, type RedisState } from "./redis-guard.server";

/**
 * The one Redis connection of a process (ioredis), used only when `REDIS_URL` is set: the
 * shared page and story caches, rate limits and members' sessions. Nothing may wait for Redis
 * (docs/decisions/0056-redis-fails-fast.md): every command goes through one circuit breaker
 * (`redis-guard.server.ts`), so after a command times out ({@link REDIS_COMMAND_TIMEOUT_MS})
 * or finds no connection, later commands fail at once until a probe finds Redis answering
 * again. While the connection is down commands fail at once too (no offline queue); the client
 * reconnects by itself, backing off up to {@link REDIS_MAX_RECONNECT_DELAY_MS}.
 */

/** A command that has not answered after this long (ms) fails, and opens the breaker. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Connecting gives up after this long (ms), then retries. */
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnection attempts back off (200 ms more each time) up to this delay (ms). */
export const REDIS_MAX_RECONNECT_DELAY_MS = 5_000;
/**
 * While Redis is remembered as failing, it is probed this often (ms). The probe is the guard's
 * own PING, never a visitor's command, so probing often costs nobody a wait.
 */
export const REDIS_PROBE_EVERY_MS = 1_000;

/**
 * An ioredis client whose every command (pipelines' included: they send through here too) is
 * run by `guard`. The connection's own handshake and the probe go around it.
 */
class GuardedRedis extends Redis {
  guard: RedisGuard | null = null;
  private direct = false;

  override sendCommand(command: Command, stream?: Parameters<Redis["sendCommand"]>[1]): unknown {
    // While connecting, the client's own handshake (AUTH, SELECT, the ready check) goes straight through.
    if (!this.guard || this.direct || this.status === "connect") return super.sendCommand(command, stream);
    this.guard
      .run(() => super.sendCommand(command, stream) as Promise<unknown>, command.name)
      .catch((error: unknown) => {
        if (error instanceof RedisUnavailableError) command.reject(error);
      });
    return command.promise;
  }

  /** A PING that the guard does not hold back (its probe). */
  probe(): Promise<unknown> {
    this.direct = true;
    try {
      return this.ping();
    } finally {
      this.direct = false;
    }
  }
}

let client: Redis | null | undefined;

/**
 * A new client for `url` with the behaviour above; it starts connecting at once. Connection
 * errors are not logged here (an `error` event without a listener would crash): the guard logs
 * an outage once, when a command first fails.
 */
export function createRedisClient(url: string): Redis {
  const redis = new GuardedRedis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // A command that timed out has been answered to its caller (as failed): it must not run later.
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_MAX_RECONNECT_DELAY_MS),
  });
  redis.guard = createRedisGuard({ probe: () => redis.probe(), probeEveryMs: REDIS_PROBE_EVERY_MS });
  redis.on("error", () => undefined);
  redis.on("ready", () => logger.info("redis-ready"));
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

/** The guard of a client made by {@link createRedisClient} (null for any other). */
export function guardOf(redis: Redis | null): RedisGuard | null {
  return redis instanceof GuardedRedis ? redis.guard : null;
}

/** False while the shared Redis is remembered as failing (callers use their fallback at once); true without Redis. */
export function redisAvailable(): boolean {
  return guardOf(sharedRedis())?.available() ?? true;
}

/** Calls `listener` each time the shared Redis answers again after an outage. */
export function onRedisRecovered(listener: () => void): void {
  guardOf(sharedRedis())?.onRecovered(listener);
}

/** Redis as monitoring sees it: `off` without `REDIS_URL`; `since` is when the degradation began (ISO). */
export function redisHealth(): { state: RedisState | "off"; since: string | null } {
  const guard = guardOf(sharedRedis());
  if (!guard) return { state: "off", since: null };
  const { state, since } = guard.state();
  return { state, since: since === null ? null : new Date(since).toISOString() };
}

/** Closes the shared client, if any (tests; the server simply exits). */
export async function closeSharedRedis(): Promise<void> {
  const current = client;
  client = undefined;
  guardOf(current ?? null)?.shutdown();
  if (current) await current.quit().catch(() => current.disconnect());
}

export { RedisUnavailableError };
