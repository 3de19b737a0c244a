import { tmpdir } from "node:os";
import path from "node:path";
import { createCookie, createFileSessionStorage, type SessionStorage } from "@remix-run/node";
import type { RequestHandler } from "express";
import { z } from "zod";
import { getEnv } from "~/env.server";
import { isPagePath } from "~/domain/locale-path";
import { hasSessionCookie, SESSION_COOKIE, SESSION_LIFETIME_MS } from "~/domain/session-cookie";
import { needsTokenRefresh } from "~/domain/token-age";
import { logger } from "~/services/logger.server";
import { redisAvailable, RedisUnavailableError, sharedRedis } from "~/services/redis.server";
import { requestStorage } from "~/services/request-store.server";
import { createRedisSessionStorage, takeLock } from "~/services/session-store.server";
import { attemptRefresh, sessionClock, type Attempt } from "./refresh.server";
import { isTransient, type Auth0FailureKind } from "./token-calls.server";

/**
 * Members' sessions. The browser holds only a signed, opaque session id ({@link SESSION_COOKIE}:
 * HttpOnly, Secure, SameSite=Lax, host-only); the tokens and the profile stay on the server, in
 * Redis when `REDIS_URL` is set (every instance sees every session and every logout), else in
 * files under `SESSION_DIR` on this machine. A session lives {@link SESSION_LIFETIME_MS} from
 * sign-in however active the member is, and each sign-in gets a new id.
 */
export const memberSchema = z.object({
  sub: z.string(),
  name: z.string(),
  email: z.string().optional(),
  picture: z.string().optional(),
});

export type Member = z.infer<typeof memberSchema>;

export const sessionDataSchema = z.object({
  member: memberSchema,
  accessToken: z.string(),
  refreshToken: z.string().optional(),
  /** When the access token was obtained (ms epoch), for the refresh after 110 minutes. */
  obtainedAt: z.number(),
  /** When the member signed in (ms epoch): the session ends {@link SESSION_LIFETIME_MS} later. */
  signedInAt: z.number(),
  /** The ID token's scalar claims (for /auth0-token-demo), at most 20. */
  claims: z.record(z.union([z.string(), z.number(), z.boolean()])).default({}),
});

export type SessionData = z.infer<typeof sessionDataSchema>;

let storage: SessionStorage | undefined;

/** The storage of {@link SessionData} under the key `auth`: on Redis, or in files on this machine. */
export function sessionStorage(): SessionStorage {
  if (!storage) {
    const env = getEnv();
    const cookie = createCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // `__Host-` cookies exist only when Secure; browsers keep Secure cookies on http://localhost too.
      secure: true,
      secrets: env.SESSION_SECRET.split(",").map((secret) => secret.trim()),
    });
    const redis = sharedRedis();
    storage = redis
      ? createRedisSessionStorage({ cookie, redis })
      : createFileSessionStorage({ cookie, dir: env.SESSION_DIR ?? path.join(tmpdir(), "brightpath-sessions") });
  }
  return storage;
}

/**
 * False while the session store is Redis and Redis is remembered as away: a session started now
 * could not be kept, so sign-in says it is unavailable instead (docs/decisions/0056-redis-fails-fast.md).
 */
export function sessionStoreAvailable(): boolean {
  return redisAvailable();
}

const expiresOf = (data: SessionData) => new Date(data.signedInAt + SESSION_LIFETIME_MS);

type Loaded = { session: Awaited<ReturnType<SessionStorage["getSession"]>>; data: SessionData | null };

/**
 * The session a `Cookie` header names and its data, or null data: no or a forged cookie, no
 * such session (ended, expired), data of the wrong shape, or past its lifetime (then deleted).
 * @throws when the store cannot answer (Redis away: `RedisUnavailableError`).
 */
async function tryLoad(cookieHeader: string | null): Promise<Loaded | null> {
  if (!hasSessionCookie(cookieHeader)) return null;
  const session = await sessionStorage().getSession(cookieHeader);
  const parsed = sessionDataSchema.safeParse(session.get("auth"));
  if (!parsed.success) return { session, data: null };
  if (sessionClock(cookieHeader) >= expiresOf(parsed.data).getTime()) {
    await sessionStorage().destroySession(session);
    return { session, data: null };
  }
  return { session, data: parsed.data };
}

/** A store failure is logged, unless it is Redis remembered as away (logged once per outage). */
function logStoreFailure(error: unknown): void {
  if (!(error instanceof RedisUnavailableError)) logger.warn("session-store-failed", { error });
}

/** {@link tryLoad}, reading a store that fails as signed out (logged), never as an error page. */
async function load(cookieHeader: string | null): Promise<Loaded | null> {
  try {
    return await tryLoad(cookieHeader);
  } catch (error) {
    logStoreFailure(error);
    return null;
  }
}

/**
 * What a request's session cookie leads to: the member's data, or null (a visitor), and
 * `unavailable` true when the cookie names a session the store could not read (Redis away):
 * the header then says sign-in is briefly unavailable rather than showing a visitor's page.
 */
export interface SessionRead {
  data: SessionData | null;
  unavailable: boolean;
}

const NO_SESSION: SessionRead = { data: null, unavailable: false };

/**
 * The session of a `Cookie` header (see {@link SessionRead}). Read once per request and
 * `Cookie` header: the edge, the root and the page loaders share the read.
 */
export function readSessionState(cookieHeader: string | null): Promise<SessionRead> {
  if (!hasSessionCookie(cookieHeader)) return Promise.resolve(NO_SESSION);
  const store = requestStorage.getStore();
  const key = cookieHeader ?? "";
  const known = store?.sessionReads?.get(key);
  if (known) return known as Promise<SessionRead>;
  const read = tryLoad(cookieHeader).then(
    (loaded): SessionRead => ({ data: loaded?.data ?? null, unavailable: false }),
    (error: unknown): SessionRead => {
      logStoreFailure(error);
      return { data: null, unavailable: true };
    },
  );
  if (store) (store.sessionReads ??= new Map()).set(key, read);
  return read;
}

/** The signed-in member's session data, or `null` (a visitor, or a store that cannot answer: see {@link readSessionState}). */
export async function readSession(request: Request): Promise<SessionData | null> {
  return readSessionCookie(request.headers.get("Cookie"));
}

/** {@link readSession} from a `Cookie` header (the edge, before there is a Fetch request). */
export async function readSessionCookie(cookieHeader: string | null): Promise<SessionData | null> {
  return (await readSessionState(cookieHeader)).data;
}

/**
 * `Set-Cookie` for a brand-new session holding `data`, under a new id (no fixation); the
 * session `previousCookieHeader` named, if any, is deleted.
 */
export async function commitNewSession(data: SessionData, previousCookieHeader: string | null = null): Promise<string> {
  const previous = await load(previousCookieHeader);
  if (previous)
    await sessionStorage()
      .destroySession(previous.session)
      .catch(() => undefined);
  const session = await sessionStorage().getSession();
  session.set("auth", data);
  return sessionStorage().commitSession(session, { expires: expiresOf(data) });
}

/**
 * Ends the session of `request`: its data is deleted on the server. Answers what it held (for
 * the sign-out at the identity provider) and the `Set-Cookie` that clears the browser's cookie.
 */
export async function endSession(request: Request): Promise<{ data: SessionData | null; setCookie: string }> {
  const loaded = await load(request.headers.get("Cookie"));
  requestStorage.getStore()?.sessionReads?.clear();
  const session = loaded?.session ?? (await sessionStorage().getSession());
  const setCookie = await sessionStorage()
    .destroySession(session)
    .catch(async (error: unknown) => {
      logger.warn("session-store-failed", { error });
      return createCookie(SESSION_COOKIE, { path: "/", httpOnly: true, secure: true, sameSite: "lax" }).serialize("", { expires: new Date(0) });
    });
  return { data: loaded?.data ?? null, setCookie };
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
  const loaded = await load(cookieHeader);
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
