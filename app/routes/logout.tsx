import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { providerLogoutUrl, revokeRefreshToken } from "~/auth/auth0.server";
import { endSession } from "~/auth/session.server";
import { auth0FailureKind } from "~/auth/token-calls.server";
import { PERSONAL_PAGE } from "~/domain/delivery/cache-policy";
import { safeReturnTo } from "~/domain/routing/redirect-target";
import { formBody } from "~/http/body.server";
import { logger } from "~/services/logger.server";

/**
 * `POST /logout` (form field `returnTo`, a same-site path): deletes the session on the server
 * (a copy of the cookie is then a visitor's), revokes its refresh token at Auth0, clears the
 * cookie, and sends the browser through Auth0's logout (which ends the provider's session) back
 * to the page or home. Without a session, straight back. A failed revocation is logged: the
 * session is gone either way. Cross-site posts are refused before this runs (the Origin check).
 * Other methods 405; a body that is not a form 415/413/400 with its reason (`formBody`).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return new Response("Sign out with a POST request (the sign-out button).", {
      status: 405,
      headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // A resource route: a thrown refusal would reach the client as "Unexpected Server Error"; answer its reason.
  const form = await formBody(request);
  if (!form.ok)
    return new Response(form.reason, { status: form.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PERSONAL_PAGE } });
  const { data, setCookie } = await endSession(request);
  if (data?.refreshToken) {
    await revokeRefreshToken(data.refreshToken).catch((error: unknown) =>
      logger.warn("refresh-token-revoke-failed", { member: data.member.sub, kind: auth0FailureKind(error), error }),
    );
  }
  const path = safeReturnTo(form.value.get("returnTo"));
  const target = data ? providerLogoutUrl(request, path) : path;
  return redirect(target, { headers: { "Set-Cookie": setCookie, "Cache-Control": PERSONAL_PAGE } });
}

/** `GET /logout` does not sign out (a link or prefetch must never end a session). */
export function loader() {
  return new Response("Sign out with a POST request (the sign-out button).", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
