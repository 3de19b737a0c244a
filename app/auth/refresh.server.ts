import { getEnv } from "~/env.server";
import { needsTokenRefresh } from "~/domain/token-age";
import { logger } from "~/services/logger.server";
import { authenticatorFor } from "./auth0.server";
import { sessionDataSchema, sessionStorage, type SessionData } from "./session.server";

/** Sandbox only: a cookie that moves the refresh clock forward (ms), so tests need not wait 110 minutes. */
export const SANDBOX_CLOCK_COOKIE = "sandbox_clock_offset_ms";

export type RefreshOutcome =
  | { kind: "none" }
  | { kind: "refreshed"; setCookie: string; cookieHeader: string }
  | { kind: "failed"; cookieHeader: string };

function now(cookieHeader: string | null): number {
  if (!getEnv().MOCKS || !cookieHeader) return Date.now();
  const offset = Number(/(?:^|;\s*)sandbox_clock_offset_ms=(\d{1,12})/.exec(cookieHeader)?.[1] ?? 0);
  return Date.now() + offset;
}

/** The Cookie header with the session cookie replaced (or removed when `value` is null). */
function withSessionCookie(cookieHeader: string, setCookie: string | null): string {
  const others = cookieHeader
    .split(/;\s*/)
    .filter((part) => part && !part.startsWith("__session="));
  if (setCookie) others.push(setCookie.split(";")[0] ?? "");
  return others.join("; ");
}

/**
 * SPEC §4, §9: on a request more than 110 minutes after the access token was obtained, the
 * token is refreshed (refresh-token grant) before any loader runs, and the time is reset.
 * A failed refresh is logged and the member is treated as signed out for that request.
 * Returns what the caller must change on the request (Cookie) and response (Set-Cookie).
 */
export async function refreshSessionIfStale(request: Request): Promise<RefreshOutcome> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("__session=")) return { kind: "none" };
  const session = await sessionStorage().getSession(cookieHeader);
  const parsed = sessionDataSchema.safeParse(session.get("auth"));
  if (!parsed.success || !needsTokenRefresh(parsed.data.obtainedAt, now(cookieHeader))) return { kind: "none" };
  const data = parsed.data;
  try {
    if (!data.refreshToken) throw new Error("no refresh token in the session");
    const tokens = await authenticatorFor(request).strategy.refreshToken(data.refreshToken);
    const next: SessionData = {
      ...data,
      accessToken: tokens.accessToken(),
      refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : data.refreshToken,
      obtainedAt: now(cookieHeader),
    };
    session.set("auth", next);
    const setCookie = await sessionStorage().commitSession(session);
    logger.info("session-refreshed", { member: data.member.sub });
    return { kind: "refreshed", setCookie, cookieHeader: withSessionCookie(cookieHeader, setCookie) };
  } catch (error) {
    logger.warn("session-refresh-failed", { member: data.member.sub, error });
    return { kind: "failed", cookieHeader: withSessionCookie(cookieHeader, null) };
  }
}
