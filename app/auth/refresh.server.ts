import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { getEnv } from "~/env.server";
import { needsTokenRefresh } from "~/domain/token-age";
import { logger } from "~/services/logger.server";
import { refreshTokens } from "./auth0.server";
import { sessionDataSchema, sessionStorage } from "./session.server";
import { auth0FailureKind, isTransient, type Auth0FailureKind, type TokenSet } from "./token-calls.server";

/** Sandbox only: a cookie that moves the refresh clock forward (ms), so tests need not wait 110 minutes. */
export const SANDBOX_CLOCK_COOKIE = "sandbox_clock_offset_ms";

/**
 * How long a successful refresh is remembered for the refresh token it spent (ms): requests
 * still carrying the old cookie (in flight, or from another tab before the new cookie arrived)
 * get the new tokens instead of spending the old refresh token again, which Auth0's rotation
 * answers by revoking the whole family (issue 16). A refusal is remembered as long.
 */
export const ROTATION_GRACE_MS = 60_000;

/** How long a transient failure (Auth0 down, slow, 5xx, malformed) is remembered per refresh token (ms): no retry storm. */
export const FAILURE_MEMORY_MS = 30_000;

type Attempt = { ok: true; tokens: TokenSet; obtainedAt: number } | { ok: false; kind: Auth0FailureKind };
type AttemptContext = { refreshToken: string; at: number; member: string };

/**
 * Refresh attempts per refresh token (keyed by its SHA-256, never the token itself): lru-cache's
 * `fetch` runs one refresh per token however many requests ask at once (single flight, per
 * process), and keeps its outcome for the times above. Across instances the same cookie could
 * still be refreshed twice: see docs/decisions/0012.
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

async function attemptRefresh(context: AttemptContext): Promise<Attempt> {
  const key = createHash("sha256").update(context.refreshToken).digest("base64url");
  try {
    return (await attempts.fetch(key, { context })) ?? { ok: false, kind: "upstream" };
  } catch {
    // Only when the entry was replaced mid-flight (a late answer landed): use what is there now.
    return attempts.get(key) ?? { ok: false, kind: "upstream" };
  }
}

export type RefreshOutcome =
  /** Nothing to do: no session, or younger than 110 minutes. */
  | { kind: "none" }
  /** New tokens: the request continues with `cookieHeader`; `setCookie` renews the browser's cookie. */
  | { kind: "refreshed"; setCookie: string; cookieHeader: string }
  /** Auth0 failed for now: the old session serves this request (SPEC §8: logged only). */
  | { kind: "kept"; failure: Auth0FailureKind }
  /** Auth0 refused the refresh token (spent, revoked, expired) or there is none: signed out, cookie cleared. */
  | { kind: "ended"; setCookie: string; cookieHeader: string };

function now(cookieHeader: string): number {
  if (!getEnv().MOCKS) return Date.now();
  const offset = Number(/(?:^|;\s*)sandbox_clock_offset_ms=(\d{1,12})/.exec(cookieHeader)?.[1] ?? 0);
  return Date.now() + offset;
}

/** The Cookie header with the session cookie replaced (or removed when `setCookie` is null). */
function withSessionCookie(cookieHeader: string, setCookie: string | null): string {
  const others = cookieHeader
    .split(/;\s*/)
    .filter((part) => part && !part.startsWith("__session="));
  if (setCookie) others.push(setCookie.split(";")[0] ?? "");
  return others.join("; ");
}

/**
 * SPEC §4, §9: on a request more than 110 minutes after the access token was obtained, the
 * token is refreshed (refresh-token grant, at most `AUTH0_TIMEOUT_MS`) before any loader runs,
 * and the time is reset. Concurrent requests of one session share one refresh, and requests
 * with the old cookie shortly after get its result (rotation-safe, issue 16). A failure is
 * logged, never thrown at the page (SPEC §8): a transient one keeps the old session for the
 * request; a refusal ends the session. Takes the request's Cookie header; returns what the
 * caller must change on the request (Cookie) and response (Set-Cookie).
 */
export async function refreshSessionIfStale(cookieHeader: string | null): Promise<RefreshOutcome> {
  if (!cookieHeader?.includes("__session=")) return { kind: "none" };
  const session = await sessionStorage().getSession(cookieHeader);
  const parsed = sessionDataSchema.safeParse(session.get("auth"));
  const at = now(cookieHeader);
  if (!parsed.success || !needsTokenRefresh(parsed.data.obtainedAt, at)) return { kind: "none" };
  const data = parsed.data;
  if (!data.refreshToken) logger.warn("session-refresh-failed", { member: data.member.sub, kind: "refused", reason: "no refresh token" });
  const attempt: Attempt = data.refreshToken ? await attemptRefresh({ refreshToken: data.refreshToken, at, member: data.member.sub }) : { ok: false, kind: "refused" };
  if (attempt.ok) {
    const { accessToken, refreshToken = data.refreshToken } = attempt.tokens;
    session.set("auth", { ...data, accessToken, refreshToken, obtainedAt: attempt.obtainedAt });
    const setCookie = await sessionStorage().commitSession(session);
    return { kind: "refreshed", setCookie, cookieHeader: withSessionCookie(cookieHeader, setCookie) };
  }
  if (isTransient(attempt.kind)) return { kind: "kept", failure: attempt.kind };
  const setCookie = await sessionStorage().destroySession(session);
  return { kind: "ended", setCookie, cookieHeader: withSessionCookie(cookieHeader, null) };
}
