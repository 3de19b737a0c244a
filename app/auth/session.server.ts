import { createCookieSessionStorage } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "~/env.server";

/**
 * Members' sessions (SPEC §4): a signed, HttpOnly, SameSite=Lax cookie (Secure in
 * production), so any server instance can read it. The browser never sees the tokens'
 * values (HttpOnly) and nothing lives in one process's memory. Kept under the 4 KB cookie
 * limit: only the access and refresh tokens, the time they were obtained and the claims
 * the pages show are stored — not the ID token.
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
  /** When the access token was obtained (ms epoch), for the 110-minute refresh (SPEC §9). */
  obtainedAt: z.number(),
  /** The ID token's scalar claims (for /auth0-token-demo), at most 20. */
  claims: z.record(z.union([z.string(), z.number(), z.boolean()])).default({}),
});

export type SessionData = z.infer<typeof sessionDataSchema>;

type Stored = { auth: unknown };
let storage: ReturnType<typeof createCookieSessionStorage<Stored>> | undefined;

export function sessionStorage() {
  if (!storage) {
    const env = getEnv();
    storage = createCookieSessionStorage<Stored>({
      cookie: {
        name: "__session",
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: env.NODE_ENV === "production" && !env.MOCKS,
        secrets: env.SESSION_SECRET.split(",").map((s) => s.trim()),
        maxAge: 60 * 60 * 24 * 30,
      },
    });
  }
  return storage;
}

/**
 * The signed-in member's session data, or `null`: no cookie, a cookie whose signature does
 * not verify (forged or tampered: the storage ignores it), or data of the wrong shape.
 */
export async function readSession(request: Request): Promise<SessionData | null> {
  return readSessionCookie(request.headers.get("Cookie"));
}

/** {@link readSession} from a `Cookie` header (the edge, before there is a Fetch request). */
export async function readSessionCookie(cookieHeader: string | null): Promise<SessionData | null> {
  const session = await sessionStorage().getSession(cookieHeader);
  const parsed = sessionDataSchema.safeParse(session.get("auth"));
  return parsed.success ? parsed.data : null;
}

/** `Set-Cookie` for a brand-new session holding `data` (a new session on sign-in: no fixation). */
export async function commitNewSession(data: SessionData): Promise<string> {
  const session = await sessionStorage().getSession();
  session.set("auth", data);
  return sessionStorage().commitSession(session);
}

/** `Set-Cookie` that ends the session (user, tokens and signed-in flag, SPEC §4). */
export async function destroySession(request: Request): Promise<string> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  return sessionStorage().destroySession(session);
}
