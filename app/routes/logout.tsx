import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroySession } from "~/auth/session.server";
import { safeReturnTo } from "~/domain/redirect-target";

/** `POST /logout` (form field `returnTo`): ends the session and returns to the page or home. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return redirect(safeReturnTo(form.get("returnTo")), { headers: { "Set-Cookie": await destroySession(request) } });
}

/** `GET /logout` does not sign out (a link or prefetch must never end a session). */
export function loader() {
  return new Response("Sign out with a POST request (the sign-out button).", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
