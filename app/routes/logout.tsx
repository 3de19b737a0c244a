import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroySession } from "~/auth/session.server";
import { safeReturnTo } from "~/domain/redirect-target";
import { formBody } from "~/http/body.server";
import { NO_STORE } from "~/domain/cache-policy";

/**
 * `POST /logout` (form field `returnTo`): ends the session and returns to the page or home.
 * Other methods 405; a body that is not a form 415/413/400 with its reason (`formBody`).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return new Response("Sign out with a POST request (the sign-out button).", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
  }
  // A resource route: a thrown refusal would reach the client as "Unexpected Server Error"; answer its reason.
  const form = await formBody(request);
  if (!form.ok) return new Response(form.reason, { status: form.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE } });
  return redirect(safeReturnTo(form.value.get("returnTo")), { headers: { "Set-Cookie": await destroySession(request) } });
}

/** `GET /logout` does not sign out (a link or prefetch must never end a session). */
export function loader() {
  return new Response("Sign out with a POST request (the sign-out button).", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
