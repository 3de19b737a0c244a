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
 * A member who is already signed in goes straight back.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = await fixedPageContext(request, params);
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"), lang);
  if (await readSession(request)) return redirect(returnTo);
  const { authenticator } = authenticatorFor(request);
  try {
    await authenticator.authenticate("auth0", request);
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
