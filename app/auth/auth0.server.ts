import { Authenticator } from "remix-auth";
import { Auth0Strategy } from "remix-auth-auth0";
import { getEnv } from "~/env.server";
import { decodeIdToken, scalarClaims } from "./id-token";
import type { SessionData } from "./session.server";

/**
 * Sign-in with Auth0 (authorization-code flow with PKCE and a state cookie, through
 * remix-auth-auth0). `offline_access` is requested so Auth0 issues a refresh token (SPEC §4).
 * `?signup=1` opens Auth0's sign-up screen; `?silent=1` asks with `prompt=none`.
 */
export const CALLBACK_PATH = "/pagebuilder-auth-redirect";
export const SANDBOX_AUTHORIZE_PATH = "/__sandbox/auth0/authorize";

class SiteAuth0Strategy<User> extends Auth0Strategy<User> {
  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const next = super.authorizationParams(params, request);
    const url = new URL(request.url);
    if (url.searchParams.get("signup") === "1") next.set("screen_hint", "signup");
    if (url.searchParams.get("silent") === "1") next.set("prompt", "none");
    return next;
  }
}

/** The callback URL: this site's origin in the sandbox (any port), the configured site in production. */
function callbackUrl(request: Request): string {
  const env = getEnv();
  const origin = env.MOCKS ? new URL(request.url).origin : new URL(env.SITE_URL).origin;
  return origin + CALLBACK_PATH;
}

/** An authenticator whose user is the new session's data. */
export function authenticatorFor(request: Request) {
  const env = getEnv();
  const strategy = new SiteAuth0Strategy<SessionData>(
    {
      domain: env.AUTH0_DOMAIN,
      clientId: env.AUTH0_CLIENT_ID,
      clientSecret: env.AUTH0_CLIENT_SECRET,
      redirectURI: callbackUrl(request),
      scopes: ["openid", "profile", "email", "offline_access"],
      audience: env.AUTH0_AUDIENCE,
      cookie: { name: "auth0_state", path: "/", httpOnly: true, sameSite: "Lax", maxAge: 600, ...(env.MOCKS ? {} : { secure: true }) },
    },
    async ({ tokens }) => {
      const claims = decodeIdToken(tokens.idToken());
      if (!claims) throw new Error("The identity token could not be read");
      return {
        member: { sub: claims.sub, name: claims.name ?? claims.given_name ?? claims.email ?? "Member", email: claims.email, picture: claims.picture },
        accessToken: tokens.accessToken(),
        refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : undefined,
        obtainedAt: Date.now(),
        claims: scalarClaims(claims),
      };
    },
  );
  return { authenticator: new Authenticator<SessionData>().use(strategy, "auth0"), strategy };
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
