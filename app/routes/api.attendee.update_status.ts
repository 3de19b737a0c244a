import type { ActionFunctionArgs } from "@remix-run/node";
import { parseJsonBody, statusBodySchema } from "~/domain/attendee-requests";
import { serializeAttendeeCookie } from "~/services/attendee-cookie.server";
import { logger } from "~/services/logger.server";
import { PlatformError } from "~/services/platform/client.server";
import { updateAttendeeStatus } from "~/services/platform/webinars.server";

/**
 * `POST /api/attendee/update_status` (SPEC §4, §7), body `{ attendee: { uuid, status } }`:
 * updates the status on the platform, then stores attendee and status for the visitor (the
 * attendee cookie). Answers JSON: 200 `{ attendee: { uuid, status } }`; 400 `{ error }` for a
 * body that is not JSON or has bad fields (or the platform refusing the values); 404 for an
 * unknown attendee; 502 when the platform fails. Other methods: 405.
 */
const json = (body: unknown, status: number, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...Object.fromEntries(new Headers(headers)) } });

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Use POST." }, 405, { Allow: "POST" });
  const body = parseJsonBody(await request.text(), statusBodySchema);
  if (!body.ok) return json({ error: body.reason }, 400);
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

export function loader() {
  return json({ error: "Use POST." }, 405, { Allow: "POST" });
}
