import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { getEnv } from "~/env.server";
import { logger } from "~/services/logger.server";
import { refreshTokens } from "./auth0.server";
import { auth0FailureKind, isTransient, type Auth0FailureKind, type TokenSet } from "./token-calls.server";

/**
 * Token refreshes, one per refresh token in this process (the session module adds the lock
 * that makes it one across instances).
 */

/** Sandbox only: a cookie that moves the session clock forward (ms), so tests need not wait 110 minutes or 30 days. */
export const SANDBOX_CLOCK_COOKIE = "sandbox_clock_offset_ms";

/**
 * How long a successful refresh is remembered for the refresh token it spent (ms): requests
 * that read the session before the refresh was saved get the new tokens instead of spending
 * the old refresh token again, which Auth0's rotation answers by revoking the whole family.
 * A refusal is remembered as long.
 */
export const ROTATION_GRACE_MS = 60_000;

/** How long a transient failure (Auth0 down, slow, 5xx, malformed) is remembered per refresh token (ms): no retry storm. */
export const FAILURE_MEMORY_MS = 30_000;

/** The outcome of a refresh: the new tokens and the clock time they count from, or why not. */
export type Attempt = { ok: true; tokens: TokenSet; obtainedAt: number } | { ok: false; kind: Auth0FailureKind };
export type AttemptContext = { refreshToken: string; at: number; member: string };

/**
 * Refresh attempts per refresh token (keyed by its SHA-256, never the token itself): lru-cache's
 * `fetch` runs one refresh per token however many requests ask at once (single flight, per
 * process), and keeps its outcome for the times above.
 */
const attempts = new LRUCache<string, Attempt, AttemptContext>({
  max: 10_000,
  fetchMethod: async (key, _stale, { options, context }) => {
    const remember = (tokens: TokenSet, obtainedAt: number): Attempt => ({ ok: true, tokens, obtainedAt });
    try {
      const tokens = await refreshTokens(context.refreshToken, (late) => {
        // Auth0 answered after the deadline: the old refresh token is spent, keep the new one.
        attempts.set(key, remember(late, context.at), { ttl: ROTATION_GRACE_MS });
        logger.info("session-refreshed-late", { member: context.member });
      });
      options.ttl = ROTATION_GRACE_MS;
      logger.info("session-refreshed", { member: context.member });
      return remember(tokens, context.at);
    } catch (error) {
      const kind = auth0FailureKind(error);
      options.ttl = isTransient(kind) ? FAILURE_MEMORY_MS : ROTATION_GRACE_MS;
      logger.warn("session-refresh-failed", { member: context.member, kind, error });
      return { ok: false, kind };
    }
  },
});

/**
 * The refresh of `context.refreshToken` (refresh-token grant, at most `AUTH0_TIMEOUT_MS`): run
 * once however many requests of this process ask at once, and its outcome remembered for the
 * times above. Never throws.
 */
export async function attemptRefresh(context: AttemptContext): Promise<Attempt> {
  const key = createHash("sha256").update(context.refreshToken).digest("base64url");
  try {
    return (await attempts.fetch(key, { context })) ?? { ok: false, kind: "upstream" };
  } catch {
    // Only when the entry was replaced mid-flight (a late answer landed): use what is there now.
    return attempts.get(key) ?? { ok: false, kind: "upstream" };
  }
}

/**
 * The time the session rules see (ms epoch): now, moved forward in the sandbox by
 * {@link SANDBOX_CLOCK_COOKIE} so tests can step past the refresh age and the lifetime.
 */
export function sessionClock(cookieHeader: string | null): number {
  if (!getEnv().MOCKS || !cookieHeader) return Date.now();
  const offset = Number(new RegExp(`(?:^|;\\s*)${SANDBOX_CLOCK_COOKIE}=(\\d{1,12})`).exec(cookieHeader)?.[1] ?? 0);
  return Date.now() + offset;
}
