import CircuitBreaker from "opossum";
import { getEnv } from "~/env.server";
import { logger } from "./logger.server";

/**
 * Failure memory for upstream services, through opossum's circuit breaker:
 * once calls to an upstream fail (timeout, network, 5xx — the caller says what counts), further
 * calls fail at once for `UPSTREAM_FAILURE_MEMORY_MS`, then one trial call goes through and,
 * if it answers, the upstream is used again. A stalled upstream therefore costs one deadline,
 * not one per call, and a storm of requests does not become a storm of upstream calls.
 * Per process; each instance learns on its own.
 */
export type Upstream = "storyblok" | "platform" | "connect" | "checkout" | "location";

/**
 * What one memory covers: a whole upstream (`storyblok`), or one of its operations
 * (`platform:catalogue`), so that one slow mutation does not stop the upstream's other reads.
 */
export type UpstreamKey = Upstream | `${Upstream}:${string}`;

/** Thrown instead of calling an upstream that failed moments ago. */
export class UpstreamUnavailableError extends Error {
  constructor(readonly upstream: UpstreamKey) {
    super(`${upstream} failed moments ago; not calling it again yet`);
    this.name = "UpstreamUnavailableError";
  }
}

/** Thrown when a guarded call has no answer within its deadline. */
export class UpstreamTimeoutError extends Error {
  constructor(
    readonly upstream: UpstreamKey,
    readonly ms: number,
  ) {
    super(`${upstream} gave no answer within ${ms} ms`);
    this.name = "UpstreamTimeoutError";
  }
}

type Call = () => Promise<unknown>;

const breakers = new Map<UpstreamKey, CircuitBreaker<[Call], unknown>>();

/** Errors a caller's `isFailure` judged harmless (e.g. a 404): passed through, not counted. */
const harmless = new WeakSet<object>();

function breakerFor(upstream: UpstreamKey): CircuitBreaker<[Call], unknown> {
  let breaker = breakers.get(upstream);
  if (!breaker) {
    breaker = new CircuitBreaker((call: Call) => call(), {
      // Each caller sets its own deadline (see `guardUpstream`); opossum only remembers failures.
      timeout: false,
      resetTimeout: Math.max(1, getEnv().UPSTREAM_FAILURE_MEMORY_MS),
      // One failed call opens the breaker only if most calls of the last 10 s failed.
      errorThresholdPercentage: 50,
      volumeThreshold: 1,
      rollingCountTimeout: 10_000,
      errorFilter: (error: unknown) => typeof error === "object" && error !== null && harmless.has(error),
    });
    // A call that got no answer at all is the stall the memory exists for: remembered at once,
    // even while calls started beside it (a page's reads go out together) are still pending.
    const memory = breaker;
    memory.on("failure", (error: unknown) => {
      if (error instanceof UpstreamTimeoutError && !memory.opened) memory.open();
    });
    breaker.on("open", () => logger.warn("upstream-unavailable", { upstream, forMs: getEnv().UPSTREAM_FAILURE_MEMORY_MS }));
    breaker.on("close", () => logger.info("upstream-recovered", { upstream }));
    breakers.set(upstream, breaker);
  }
  return breaker;
}

export interface GuardOptions {
  /** Deadline of this call (ms): past it the call rejects with {@link UpstreamTimeoutError}. */
  timeoutMs: number;
  /** Whether an error the call threw is the upstream's fault (default: every error is). */
  isFailure?: (error: unknown) => boolean;
}

/**
 * Runs `call` against `upstream` with a deadline and the upstream's failure memory.
 * With `UPSTREAM_FAILURE_MEMORY_MS=0` only the deadline applies.
 * @throws {UpstreamUnavailableError} at once while the upstream is remembered as failing.
 * @throws {UpstreamTimeoutError} when `call` does not settle within `timeoutMs`.
 * @throws whatever `call` throws.
 */
export async function guardUpstream<T>(upstream: UpstreamKey, call: () => Promise<T>, { timeoutMs, isFailure = () => true }: GuardOptions): Promise<T> {
  const withDeadline = () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new UpstreamTimeoutError(upstream, timeoutMs)), timeoutMs);
      call().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (typeof error === "object" && error !== null && !isFailure(error)) harmless.add(error);
          reject(error);
        },
      );
    });
  if (getEnv().UPSTREAM_FAILURE_MEMORY_MS === 0) return withDeadline();
  try {
    return (await breakerFor(upstream).fire(withDeadline)) as T;
  } catch (error) {
    if ((error as { code?: string } | null)?.code === "EOPENBREAKER") throw new UpstreamUnavailableError(upstream);
    throw error;
  }
}

/** Forgets every remembered failure (tests, and the sandbox's fault switch). */
export function resetUpstreamMemory(): void {
  for (const breaker of breakers.values()) breaker.shutdown();
  breakers.clear();
}
