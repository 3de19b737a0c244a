import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { authenticatorFor, toSandboxAuthorize } from "~/auth/auth0.server";
import { returnToCookie } from "~/auth/return-cookie.server";
import { readSession } from "~/auth/session.server";
import { safeReturnTo } from "~/domain/redirect-target";
import { fixedPageContext } from "~/pages/fixed-page.server";

/**
 * `GET /login?returnTo=/path` (also `/de/login`…): starts sign-in with Auth0 and remembers
 * where to return (same-site paths only; anything else returns to the home page of the
 * current language). `?signup=1` opens the sign-up screen, `?silent=1` tries `prompt=none`.
 * A member who is already signed in goes straight back. `/login` only ever starts sign-in: the
 * callback's parameters (`state`, `code`, `error`…) are dropped before the strategy sees the
 * request, which would otherwise take it for a callback and fail (a 500; issue 16).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = await fixedPageContext(request, params);
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"), lang);
  if (await readSession(request)) return redirect(returnTo);
  const { authenticator } = authenticatorFor(request);
  try {
    await authenticator.authenticate("auth0", withoutCallbackParams(request));
  } catch (thrown) {
    if (thrown instanceof Response) {
      const response = toSandboxAuthorize(thrown);
      const signup = new URL(request.url).searchParams.get("signup") === "1";
      response.headers.append("Set-Cookie", await returnToCookie().serialize({ to: returnTo, signup }));
      response.headers.set("Cache-Control", "no-store");
      return response;
    }
    throw thrown;
  }
  return redirect(returnTo);
}

/** OAuth callback parameters, which only the callback route reads. */
const CALLBACK_PARAMS = ["state", "code", "error", "error_description", "error_uri", "iss", "session_state"];

/** The request with the OAuth callback parameters removed from its URL (headers kept). */
function withoutCallbackParams(request: Request): Request {
  const url = new URL(request.url);
  if (!CALLBACK_PARAMS.some((name) => url.searchParams.has(name))) return request;
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
}
