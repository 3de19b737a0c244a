import type { ActionFunctionArgs } from "@remix-run/node";
import { MAX_BODY_BYTES, statusBodySchema } from "~/domain/webinars/attendee-requests";
import { jsonBody } from "~/http/body.server";
import { jsonResponse as json, methodNotAllowed, refusalResponse } from "~/http/json.server";
import { serializeAttendeeCookie } from "~/services/attendee-cookie.server";
import { logger } from "~/services/logger.server";
import { PlatformError } from "~/services/platform/client.server";
import { updateAttendeeStatus } from "~/services/platform/webinars.server";

/**
 * `POST /api/attendee/update_status` (docs/product/webinars.md), body `{ attendee: { uuid, status } }`:
 * updates the status on the platform, then stores attendee and status for the visitor (the
 * attendee cookie). Answers JSON: 200 `{ attendee: { uuid, status } }`; 400 `{ error }` for a
 * body that is not JSON or has bad fields (or the platform refusing the values), 413 over
 * {@link MAX_BODY_BYTES}, 415 for a type other than JSON or `text/plain` (`~/http/body.server`);
 * 404 for an unknown attendee; 502 when the platform fails. Other methods: 405.
 */

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await jsonBody(request, statusBodySchema, { maxBytes: MAX_BODY_BYTES, alsoAccept: ["text/plain"] });
  if (!body.ok) return refusalResponse(body);
  const { uuid, status } = body.value.attendee;
  let outcome;
  try {
    outcome = await updateAttendeeStatus(uuid, status);
  } catch (error) {
    logger.warn("attendee-status-failed", { error, failure: error instanceof PlatformError ? error.failure : undefined });
    return json({ error: "The webinar platform did not answer; the status was not changed. Try again." }, 502);
  }
  if (!outcome.successful) {
    const notFound = outcome.messages.some((m) => m.code === "not_found");
    const reason = outcome.messages.map((m) => (m.field ? `attendee.${m.field}: ${m.message}` : m.message)).join("; ") || "The platform refused the status.";
    return json({ error: notFound ? "No attendee with this uuid." : reason }, notFound ? 404 : 400);
  }
  return json({ attendee: { uuid: uuid.toLowerCase(), status } }, 200, { "Set-Cookie": await serializeAttendeeCookie(uuid, status) });
}

/** GET: this endpoint only takes POST. */
export function loader() {
  return methodNotAllowed("POST");
}
