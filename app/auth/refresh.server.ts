import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { getEnv } from "~/env.server";
import { isPagePath } from "~/domain/routing/locale-path";
import { hasSessionCookie, SESSION_COOKIE } from "~/domain/members/session-cookie";
import { needsTokenRefresh } from "~/domain/members/token-age";
import { logger } from "~/services/logger.server";
import { sharedRedis } from "~/services/redis.server";
import { requestStorage } from "~/services/request-store.server";
import { takeLock } from "~/services/session-store.server";
import { refreshTokens } from "./auth0.server";
import { expiresOf, load, loadOnce, sessionClock, sessionStorage, type Loaded, type SessionData } from "./session.server";
import { auth0FailureKind, isTransient, type Auth0FailureKind, type TokenSet } from "./token-calls.server";

/**
 * The token refresh of members' sessions (docs/decisions/0030-server-side-sessions.md): one
 * Auth0 call per refresh token in this process ({@link attemptRefresh}), one per session across
 * instances (a short Redis lock), run before any loader of a page request ({@link refreshSession}).
 * The sessions themselves are read and written by `session.server.ts`.
 */

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

export type RefreshOutcome =
  /** Nothing to do: no session cookie, a store that cannot answer, or tokens younger than 110 minutes. */
  | { kind: "none" }
  /** New tokens, saved in the session (its id, and so the cookie, unchanged). */
  | { kind: "refreshed" }
  /** Auth0 failed for now: the old session serves this request (a refresh failure is logged only). */
  | { kind: "kept"; failure: Auth0FailureKind }
  /**
   * Signed out: the cookie names no live session, or Auth0 refused the refresh token (spent,
   * revoked, expired) or there is none. `setCookie` clears the cookie; `cookieHeader` is the
   * request's without it.
   */
  | { kind: "ended"; setCookie: string; cookieHeader: string };

/** How often an instance waiting for another's refresh of the same session looks again (ms). */
const LOCK_POLL_MS = 50;

/** The Cookie header without the session cookie. */
function withoutSessionCookie(cookieHeader: string): string {
  return cookieHeader
    .split(/;\s*/)
    .filter((part) => part && !part.startsWith(`${SESSION_COOKIE}=`))
    .join("; ");
}

/**
 * On a request more than 110 minutes after the access token was obtained, refreshes it (the
 * refresh-token grant, at most `AUTH0_TIMEOUT_MS`) and saves the new tokens before any loader
 * runs. One refresh per session: in this process through {@link attemptRefresh}, and across
 * instances, when Redis is set, through a short lock on the session id; a request that finds
 * the lock taken waits for the holder and reads the session again. A failure is logged, never
 * thrown: a transient one keeps the old session for the request; a refusal ends the session.
 */
export async function refreshSessionIfStale(cookieHeader: string | null): Promise<RefreshOutcome> {
  const at = sessionClock(cookieHeader);
  const loaded = await loadOnce(cookieHeader);
  if (!loaded) return { kind: "none" };
  // A cookie naming no live session (signed out, expired, forged) is cleared.
  if (!loaded.data) return ended(cookieHeader ?? "", loaded.session);
  if (!needsTokenRefresh(loaded.data.obtainedAt, at)) return { kind: "none" };
  // Concurrent requests of one session in this process share one refresh and one write: a
  // store written by several at once (a file) can be read half-written.
  const id = loaded.session.id;
  let shared = refreshing.get(id);
  if (!shared) {
    shared = refreshOnce(cookieHeader, at, loaded.session).finally(() => refreshing.delete(id));
    refreshing.set(id, shared);
  }
  const outcome = await shared;
  requestStorage.getStore()?.sessionReads?.clear();
  return outcome.kind === "ended" ? { ...outcome, cookieHeader: withoutSessionCookie(cookieHeader ?? "") } : outcome;
}

/** The refreshes running in this process, by session id. */
const refreshing = new Map<string, Promise<RefreshOutcome>>();

/** The refresh of a due session, under the cross-instance lock when Redis is set. */
async function refreshOnce(cookieHeader: string | null, at: number, session: Loaded["session"]): Promise<RefreshOutcome> {
  const redis = sharedRedis();
  const lockMs = getEnv().AUTH0_TIMEOUT_MS + 1_000;
  const release = redis ? await takeLock(redis, `session-refresh:${session.id}`, lockMs).catch(() => async () => undefined) : null;
  try {
    if (redis && !release) return await awaitOtherRefresh(cookieHeader ?? "", at, lockMs);
    // Read again under the lock: another instance may have just finished.
    const data = (await load(cookieHeader))?.data;
    if (!data) return ended(cookieHeader ?? "", session);
    if (!needsTokenRefresh(data.obtainedAt, at)) return { kind: "refreshed" };
    if (!data.refreshToken) logger.warn("session-refresh-failed", { member: data.member.sub, kind: "refused", reason: "no refresh token" });
    const attempt: Attempt = data.refreshToken
      ? await attemptRefresh({ refreshToken: data.refreshToken, at, member: data.member.sub })
      : { ok: false, kind: "refused" };
    if (attempt.ok) {
      // Signed out while Auth0 answered: the new tokens must not bring the session back.
      const current = await load(cookieHeader);
      if (current && !current.data) return await ended(cookieHeader ?? "", session);
      const { accessToken, refreshToken = data.refreshToken } = attempt.tokens;
      const renewed: SessionData = { ...data, accessToken, refreshToken, obtainedAt: attempt.obtainedAt };
      session.set("auth", renewed);
      await sessionStorage().commitSession(session, { expires: expiresOf(renewed) });
      requestStorage.getStore()?.sessionReads?.clear();
      return { kind: "refreshed" };
    }
    if (isTransient(attempt.kind)) return { kind: "kept", failure: attempt.kind };
    return await ended(cookieHeader ?? "", session);
  } finally {
    await release?.();
  }
}

async function ended(cookieHeader: string, session: Loaded["session"]): Promise<RefreshOutcome> {
  requestStorage.getStore()?.sessionReads?.clear();
  const setCookie = await sessionStorage().destroySession(session);
  return { kind: "ended", setCookie, cookieHeader: withoutSessionCookie(cookieHeader) };
}

/** Another instance holds the session's refresh lock: waits until the session is renewed or gone, at most `lockMs`. */
async function awaitOtherRefresh(cookieHeader: string, at: number, lockMs: number): Promise<RefreshOutcome> {
  const deadline = Date.now() + lockMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    const loaded = await load(cookieHeader);
    if (loaded && !loaded.data) return ended(cookieHeader, loaded.session);
    if (loaded?.data && !needsTokenRefresh(loaded.data.obtainedAt, at)) {
      requestStorage.getStore()?.sessionReads?.clear();
      return { kind: "refreshed" };
    }
  }
  return { kind: "kept", failure: "timeout" };
}

/**
 * Express middleware: runs {@link refreshSessionIfStale} for page requests, so every loader of
 * the request sees the fresh session. An ended session's cookie is removed from the request and
 * cleared on the response. Whatever happens, the page is served (a refresh failure is logged only).
 */
export const refreshSession: RequestHandler = async (req, res, next) => {
  if (!hasSessionCookie(req.headers.cookie) || !isPagePath(req.path)) return next();
  try {
    const outcome = await refreshSessionIfStale(req.headers.cookie ?? null);
    if (outcome.kind === "ended") {
      req.headers.cookie = outcome.cookieHeader;
      res.append("Set-Cookie", outcome.setCookie);
    }
  } catch (error) {
    logger.error("session-refresh-error", { error });
  }
  next();
};
