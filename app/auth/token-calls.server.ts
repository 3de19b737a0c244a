import { OAuth2RequestError, UnexpectedErrorResponseBodyError, UnexpectedResponseError, type Auth0Strategy } from "remix-auth-auth0";
import { z } from "zod";

/** arctic's token response object (remix-auth-auth0 does not re-export its type). */
type OAuth2Tokens = Awaited<ReturnType<Auth0Strategy<unknown>["refreshToken"]>>;

/**
 * How a call to Auth0's token endpoint (`https://{AUTH0_DOMAIN}/oauth/token`: code exchange
 * or refresh) failed:
 * - `refused`: Auth0 answered with an OAuth error (400/401, e.g. `invalid_grant`: the code or
 *   refresh token is spent, expired or revoked) — final, retrying does not help;
 * - `timeout`: no answer within `AUTH0_TIMEOUT_MS`;
 * - `unreachable`: connection refused, DNS or TLS failure;
 * - `upstream`: any other status (5xx, 429…);
 * - `malformed`: 200 with a body that is not JSON or lacks the tokens.
 * All but `refused` are transient.
 */
export type Auth0FailureKind = "refused" | "timeout" | "unreachable" | "upstream" | "malformed";

/** A failed token call whose kind is known. */
export class Auth0CallError extends Error {
  constructor(
    readonly kind: Auth0FailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "Auth0CallError";
  }
}

/**
 * The kind of a token call's failure, from the errors arctic (remix-auth-auth0's client)
 * throws; anything else is arctic's `ArcticFetchError` (fetch failed: `unreachable`), which
 * remix-auth-auth0 does not re-export.
 */
export function auth0FailureKind(error: unknown): Auth0FailureKind {
  if (error instanceof Auth0CallError) return error.kind;
  if (error instanceof OAuth2RequestError) return "refused";
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
    return error.status === 200 ? "malformed" : "upstream";
  }
  return "unreachable";
}

/** Whether a failure is passing (Auth0 down, slow or confused) rather than a refusal. */
export const isTransient = (kind: Auth0FailureKind): boolean => kind !== "refused";

/**
 * `call`, or an {@link Auth0CallError} of kind `timeout` after `ms`. arctic sends its requests
 * with the global fetch and takes no AbortSignal, so the request itself is not aborted: its
 * late outcome is left to `call` (whose rejection is handled by the race).
 */
export async function withDeadline<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Auth0CallError("timeout", `Auth0 did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([call, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  id_token: z.string().min(1).optional(),
});

/** What this site keeps of a token response. */
export type TokenSet = { accessToken: string; refreshToken?: string; idToken?: string };

/**
 * The token response's fields, checked with zod.
 * @throws {Auth0CallError} `malformed` when the access token (or, with `needIdToken`, the ID token) is missing or not a string.
 */
export function tokenSet(tokens: OAuth2Tokens, { needIdToken = false } = {}): TokenSet {
  const parsed = tokenResponseSchema.safeParse(tokens.data);
  if (!parsed.success || (needIdToken && !parsed.data.id_token)) {
    throw new Auth0CallError("malformed", "Auth0's token response lacks the tokens");
  }
  return { accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token, idToken: parsed.data.id_token };
}
