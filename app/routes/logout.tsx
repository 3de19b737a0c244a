import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroySession } from "~/auth/session.server";
import { safeReturnTo } from "~/domain/redirect-target";
import { readForm } from "~/http/body.server";

/**
 * `POST /logout` (form field `returnTo`): ends the session and returns to the page or home.
 * Other methods 405; a body that is not a form 415/413/400 (`readForm`).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return new Response("Sign out with a POST request (the sign-out button).", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
  }
  const form = await readForm(request);
  return redirect(safeReturnTo(form.get("returnTo")), { headers: { "Set-Cookie": await destroySession(request) } });
}

/** `GET /logout` does not sign out (a link or prefetch must never end a session). */
export function loader() {
  return new Response("Sign out with a POST request (the sign-out button).", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
