import { Authenticator } from "remix-auth";
import { Auth0Strategy, OAuth2RequestError } from "remix-auth-auth0";
import { getEnv } from "~/env.server";
import { decodeIdToken, scalarClaims } from "./id-token";
import type { SessionData } from "./session.server";
import { Auth0CallError, auth0FailureKind, tokenSet, withDeadline, type TokenSet } from "./token-calls.server";

/**
 * Sign-in with Auth0 (authorization-code flow with PKCE and a state cookie, through
 * remix-auth-auth0). `offline_access` is requested so Auth0 issues a refresh token (docs/product/members-and-sessions.md).
 * `?signup=1` opens Auth0's sign-up screen; `?silent=1` asks with `prompt=none`.
 */
export const CALLBACK_PATH = "/pagebuilder-auth-redirect";
export const SANDBOX_AUTHORIZE_PATH = "/__sandbox/auth0/authorize";
/** The sandbox's page for Auth0's logout endpoint (`https://{AUTH0_DOMAIN}/v2/logout`). */
export const SANDBOX_LOGOUT_PATH = "/__sandbox/auth0/v2/logout";
/** The cookie holding a sign-in's OAuth state and PKCE verifier until its callback. */
export const STATE_COOKIE = "auth0_state";

class SiteAuth0Strategy<User> extends Auth0Strategy<User> {
  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const next = super.authorizationParams(params, request);
    const url = new URL(request.url);
    if (url.searchParams.get("signup") === "1") next.set("screen_hint", "signup");
    if (url.searchParams.get("silent") === "1") next.set("prompt", "none");
    return next;
  }

  /**
   * The code exchange, within `AUTH0_TIMEOUT_MS` and with its tokens checked.
   * @throws arctic's `OAuth2RequestError` when Auth0 refuses the code; an {@link Auth0CallError}
   * when it fails otherwise (down, 5xx, malformed, timeout).
   */
  protected override async validateAuthorizationCode(code: string, codeVerifier: string) {
    try {
      const tokens = await withDeadline(super.validateAuthorizationCode(code, codeVerifier), getEnv().AUTH0_TIMEOUT_MS);
      tokenSet(tokens, { needIdToken: true });
      return tokens;
    } catch (error) {
      if (error instanceof Auth0CallError || error instanceof OAuth2RequestError) throw error;
      throw new Auth0CallError(auth0FailureKind(error), "Auth0's token endpoint failed", { cause: error });
    }
  }
}

/** The site's origin as the identity provider knows it: the server's own in the sandbox (any port), the configured site in production. */
function siteOrigin(request: Request): string {
  const env = getEnv();
  return env.MOCKS ? new URL(request.url).origin : new URL(env.SITE_URL).origin;
}

/** The callback URL on {@link siteOrigin}. */
function callbackUrl(request: Request): string {
  return siteOrigin(request) + CALLBACK_PATH;
}

/** An authenticator whose user is the new session's data. */
export function authenticatorFor(request: Request) {
  const strategy = strategyFor(callbackUrl(request));
  return { authenticator: new Authenticator<SessionData>().use(strategy, "auth0"), strategy };
}

function strategyFor(redirectURI: string) {
  const env = getEnv();
  return new SiteAuth0Strategy<SessionData>(
    {
      domain: env.AUTH0_DOMAIN,
      clientId: env.AUTH0_CLIENT_ID,
      clientSecret: env.AUTH0_CLIENT_SECRET,
      redirectURI,
      scopes: ["openid", "profile", "email", "offline_access"],
      audience: env.AUTH0_AUDIENCE,
      cookie: { name: STATE_COOKIE, path: "/", httpOnly: true, sameSite: "Lax", maxAge: 600, ...(env.MOCKS ? {} : { secure: true }) },
    },
    async ({ tokens }) => {
      const { accessToken, refreshToken, idToken } = tokenSet(tokens, { needIdToken: true });
      const claims = decodeIdToken(idToken ?? "");
      if (!claims) throw new Auth0CallError("malformed", "The identity token could not be read");
      return {
        member: { sub: claims.sub, name: claims.name ?? claims.given_name ?? claims.email ?? "Member", email: claims.email, picture: claims.picture },
        accessToken,
        refreshToken,
        obtainedAt: Date.now(),
        signedInAt: Date.now(),
        claims: scalarClaims(claims),
      };
    },
  );
}

/**
 * The refresh-token grant (`https://{AUTH0_DOMAIN}/oauth/token`) within `AUTH0_TIMEOUT_MS`
 * Resolves to the new tokens; `refreshToken` is set when Auth0 rotated it.
 * Rejects with an error that `auth0FailureKind` (token-calls.server.ts) classifies.
 * Should Auth0 answer after the deadline, `onLateSuccess` receives the tokens: with refresh-token
 * rotation the old refresh token is then spent, so the caller must keep the new ones.
 */
export function refreshTokens(refreshToken: string, onLateSuccess?: (tokens: TokenSet) => void): Promise<TokenSet> {
  const env = getEnv();
  const call = strategyFor(new URL(env.SITE_URL).origin + CALLBACK_PATH)
    .refreshToken(refreshToken)
    .then((tokens) => tokenSet(tokens));
  return withDeadline(call, env.AUTH0_TIMEOUT_MS).catch((error: unknown) => {
    if (onLateSuccess && error instanceof Auth0CallError && error.kind === "timeout") call.then(onLateSuccess, () => undefined);
    throw error;
  });
}

/**
 * In the sandbox, the identity provider's pages are served by this server: the redirect to
 * `https://{AUTH0_DOMAIN}/authorize` becomes the same query on the local sandbox page.
 * The code exchange and refresh still go to `https://{AUTH0_DOMAIN}/oauth/token` (answered by MSW).
 */
export function toSandboxAuthorize(response: Response): Response {
  const location = response.headers.get("Location");
  if (!getEnv().MOCKS || !location) return response;
  const target = new URL(location);
  if (target.pathname !== "/authorize") return response;
  const headers = new Headers(response.headers);
  headers.set("Location", SANDBOX_AUTHORIZE_PATH + target.search);
  return new Response(null, { status: response.status, headers });
}

/**
 * Revokes `refreshToken` at Auth0 (`POST https://{AUTH0_DOMAIN}/oauth/revoke`) within
 * `AUTH0_TIMEOUT_MS`: it can then never be refreshed again, wherever a copy of it is.
 * @throws an error that `auth0FailureKind` classifies.
 */
export function revokeRefreshToken(refreshToken: string): Promise<void> {
  const env = getEnv();
  return withDeadline(strategyFor(new URL(env.SITE_URL).origin + CALLBACK_PATH).revokeToken(refreshToken), env.AUTH0_TIMEOUT_MS);
}

/**
 * Where the browser goes to end its session at the identity provider, then back to `path` (a
 * same-site path) on {@link siteOrigin}: `https://{AUTH0_DOMAIN}/v2/logout?client_id=…&returnTo=…`
 * (that origin must be among the application's Allowed Logout URLs at Auth0), or the sandbox's
 * page. `returnTo` is never taken from the request as a whole URL: only its path is.
 */
export function providerLogoutUrl(request: Request, path: string): string {
  const env = getEnv();
  const returnTo = new URL(path, siteOrigin(request));
  if (returnTo.origin !== siteOrigin(request)) returnTo.href = `${siteOrigin(request)}/`;
  const query = new URLSearchParams({ client_id: env.AUTH0_CLIENT_ID, returnTo: returnTo.href });
  return env.MOCKS ? `${SANDBOX_LOGOUT_PATH}?${query}` : `https://${env.AUTH0_DOMAIN}/v2/logout?${query}`;
}
