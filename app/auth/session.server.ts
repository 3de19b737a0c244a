import { tmpdir } from "node:os";
import path from "node:path";
import { createCookie, createFileSessionStorage, type SessionStorage } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "~/env.server";
import { hasSessionCookie, SESSION_COOKIE, SESSION_LIFETIME_MS } from "~/domain/members/session-cookie";
import { logger } from "~/services/logger.server";
import { redisAvailable, RedisUnavailableError, sharedRedis } from "~/services/redis.server";
import { requestStorage } from "~/services/request-store.server";
import { createRedisSessionStorage } from "~/services/session-store.server";

/**
 * Members' sessions. The browser holds only a signed, opaque session id ({@link SESSION_COOKIE}:
 * HttpOnly, Secure, SameSite=Lax, host-only); the tokens and the profile stay on the server, in
 * Redis when `REDIS_URL` is set (every instance sees every session and every logout), else in
 * files under `SESSION_DIR` on this machine. A session lives {@link SESSION_LIFETIME_MS} from
 * sign-in however active the member is, and each sign-in gets a new id. This module reads,
 * writes and ends sessions; their tokens are refreshed by `refresh.server.ts`.
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

/** Sandbox only: a cookie that moves the session clock forward (ms), so tests need not wait 110 minutes or 30 days. */
export const SANDBOX_CLOCK_COOKIE = "sandbox_clock_offset_ms";

/**
 * The time the session rules see (ms epoch): now, moved forward in the sandbox by
 * {@link SANDBOX_CLOCK_COOKIE} so tests can step past the refresh age and the lifetime.
 */
export function sessionClock(cookieHeader: string | null): number {
  if (!getEnv().MOCKS || !cookieHeader) return Date.now();
  const offset = Number(new RegExp(`(?:^|;\\s*)${SANDBOX_CLOCK_COOKIE}=(\\d{1,12})`).exec(cookieHeader)?.[1] ?? 0);
  return Date.now() + offset;
}

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

/** When the session holding `data` ends: {@link SESSION_LIFETIME_MS} after sign-in. */
export const expiresOf = (data: SessionData) => new Date(data.signedInAt + SESSION_LIFETIME_MS);

/** A session read from the store, and its data when it is a live member's (see {@link load}). */
export type Loaded = { session: Awaited<ReturnType<SessionStorage["getSession"]>>; data: SessionData | null };

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
export async function load(cookieHeader: string | null): Promise<Loaded | null> {
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
const UNAVAILABLE: SessionRead = { data: null, unavailable: true };

/**
 * The store's read of the session a `Cookie` header names, once per request and header: the
 * front door's refresh check, the root and the page loaders share one read (one Redis round trip,
 * not one per reader). A failed read is logged and rejects the readers that shared it; a later
 * reader asks the store again.
 */
function sharedLoad(cookieHeader: string | null): Promise<Loaded | null> {
  const store = requestStorage.getStore();
  const key = cookieHeader ?? "";
  const known = store?.sessionReads?.get(key);
  if (known) return known as Promise<Loaded | null>;
  const read = tryLoad(cookieHeader);
  const reads = store ? (store.sessionReads ??= new Map()) : null;
  reads?.set(key, read);
  read.catch((error: unknown) => {
    logStoreFailure(error);
    // A failed read is not shared: the next reader asks the store again (a session file being
    // rewritten by a refresh can be read half-written, and is whole a moment later).
    if (reads?.get(key) === read) reads.delete(key);
  });
  return read;
}

/** {@link load}, sharing the request's read of the same session (see {@link sharedLoad}): a store that fails reads as signed out. */
export async function loadOnce(cookieHeader: string | null): Promise<Loaded | null> {
  if (!hasSessionCookie(cookieHeader)) return null;
  return sharedLoad(cookieHeader).catch(() => null);
}

/**
 * The session of a `Cookie` header (see {@link SessionRead}). Read once per request and
 * `Cookie` header: the front door, the root and the page loaders share the read.
 */
export function readSessionState(cookieHeader: string | null): Promise<SessionRead> {
  if (!hasSessionCookie(cookieHeader)) return Promise.resolve(NO_SESSION);
  return sharedLoad(cookieHeader).then(
    (loaded): SessionRead => ({ data: loaded?.data ?? null, unavailable: false }),
    () => UNAVAILABLE,
  );
}

/** The signed-in member's session data, or `null` (a visitor, or a store that cannot answer: see {@link readSessionState}). */
export async function readSession(request: Request): Promise<SessionData | null> {
  return readSessionCookie(request.headers.get("Cookie"));
}

/** {@link readSession} from a `Cookie` header (the front door, before there is a Fetch request). */
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
