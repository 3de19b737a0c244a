import CircuitBreaker from "opossum";
import { logger } from "./logger.server";

/**
 * The failure memory of Redis (docs/decisions/0056-redis-fails-fast.md), through opossum's
 * circuit breaker as the upstreams have (`upstream.server.ts`): the first command that gets no
 * answer (a timeout) or no connection opens the breaker at once, and every later command fails
 * at once with {@link RedisUnavailableError} instead of waiting. Visitors are never the trial
 * call: when it opens, and then every `probeEveryMs`, the guard sends its own `probe` (a PING);
 * when it answers, Redis is used again and the recovery listeners run.
 *
 * Redis's own refusals (a `ReplyError`: a wrong type, a script to load, a full memory) are
 * answers, not outages: they pass through without opening the breaker. A refused write
 * (`OOM …`, `maxmemory` with `noeviction`) is logged once until a write succeeds again.
 */

/** Thrown instead of sending a command while Redis is remembered as failing. */
export class RedisUnavailableError extends Error {
  constructor() {
    super("Redis failed moments ago; not waiting for it");
    this.name = "RedisUnavailableError";
  }
}

/** What monitoring is told of Redis: `down` (breaker open) or `refusing-writes` (full memory) are degraded. */
export type RedisState = "up" | "down" | "refusing-writes";

export interface RedisGuard {
  /** Runs `send` (one command) under the breaker; rejects at once with {@link RedisUnavailableError} while open. */
  run<T>(send: () => Promise<T>, command?: string): Promise<T>;
  /** False while the breaker is open or probing: callers use their fallback without trying. */
  available(): boolean;
  state(): { state: RedisState; since: number | null };
  /** Calls `listener` each time Redis answers again after an outage (the breaker closes). */
  onRecovered(listener: () => void): void;
  /** Stops the probe timer (tests, shutdown). */
  shutdown(): void;
}

/** Whether `error` is Redis answering (a reply error) rather than Redis not answering. */
function isReply(error: unknown): boolean {
  return error instanceof Error && error.name === "ReplyError";
}

const isOutOfMemory = (error: unknown) => isReply(error) && /^OOM\b/.test((error as Error).message);

/**
 * Whether a command's `error` is part of an outage the guard logs once (no answer, no
 * connection, the breaker open, a full memory): callers need not log it again.
 */
export function isLoggedOutage(error: unknown): boolean {
  return error instanceof RedisUnavailableError || !isReply(error) || isOutOfMemory(error);
}

/** Commands whose success shows that Redis accepts writes again. */
const WRITES = new Set(["set", "sadd", "pexpire", "evalsha", "eval"]);

/**
 * A guard whose breaker probes with `probe` every `probeEveryMs` (ms) while open. `probe` must
 * send its command around the guard (not through {@link RedisGuard.run}).
 */
export function createRedisGuard({ probe, probeEveryMs }: { probe: () => Promise<unknown>; probeEveryMs: number }): RedisGuard {
  type Send = () => Promise<unknown>;
  const breaker = new CircuitBreaker((send: Send) => send(), {
    // The client's own command timeout is the deadline; opossum only remembers.
    timeout: false,
    resetTimeout: probeEveryMs,
    volumeThreshold: 1,
    errorThresholdPercentage: 0,
    errorFilter: isReply,
  });
  let downSince: number | null = null;
  let refusedSince: number | null = null;
  const listeners: (() => void)[] = [];
  breaker.on("failure", (error: unknown) => {
    if (!breaker.opened) breaker.open();
    if (downSince === null) {
      downSince = Date.now();
      logger.warn("redis-unavailable", { error, probeEveryMs });
    }
  });
  // Probed at once when opened: a command can time out because this process's event loop was
  // busy rather than Redis, and then Redis answers the probe within milliseconds.
  breaker.on("open", () => {
    probe().then(
      () => breaker.close(),
      () => undefined,
    );
  });
  // Then the trial call of the half-open breaker is the probe, fired before any visitor's command.
  breaker.on("halfOpen", () => void breaker.fire(probe).catch(() => undefined));
  breaker.on("close", () => {
    if (downSince === null) return;
    logger.info("redis-recovered", { downMs: Date.now() - downSince });
    downSince = null;
    for (const listener of listeners) listener();
  });

  return {
    async run<T>(send: () => Promise<T>, command = ""): Promise<T> {
      try {
        const value = (await breaker.fire(send)) as T;
        if (refusedSince !== null && WRITES.has(command)) {
          logger.info("redis-writes-accepted", { refusedMs: Date.now() - refusedSince });
          refusedSince = null;
        }
        return value;
      } catch (error) {
        if ((error as { code?: string } | null)?.code === "EOPENBREAKER") throw new RedisUnavailableError();
        if (isOutOfMemory(error) && refusedSince === null) {
          refusedSince = Date.now();
          logger.warn("redis-writes-refused", { error });
        }
        throw error;
      }
    },
    available: () => breaker.closed,
    state: () =>
      downSince !== null || !breaker.closed
        ? { state: "down", since: downSince }
        : refusedSince !== null
          ? { state: "refusing-writes", since: refusedSince }
          : { state: "up", since: null },
    onRecovered: (listener) => void listeners.push(listener),
    shutdown: () => breaker.shutdown(),
  };
}
