import type { ActionFunctionArgs } from "@remix-run/node";
import { MAX_BODY_BYTES, progressBodySchema } from "~/domain/webinars/attendee-requests";
import { jsonBody } from "~/http/body.server";
import { jsonResponse as json, methodNotAllowed, refusalResponse } from "~/http/json.server";
import { readAttendeeCookie } from "~/services/attendee-cookie.server";
import { logger } from "~/services/logger.server";
import { setAttendeeAssetProgress } from "~/services/platform/webinars.server";
import { NO_STORE } from "~/domain/delivery/cache-policy";

/**
 * `POST /api/attendee/progress`: the webinar player saves where the visitor is (every 30 s,
 * on pause and when leaving; `fetch` with keepalive as `application/json`, or
 * `navigator.sendBeacon` as `text/plain`). Body `{ assetId, currentTime, totalTime }` in
 * seconds; the attendee is the visitor's own, from the attendee cookie (a SameSite=Lax
 * cookie: other sites cannot write progress), and the event time is the server's clock. Calls setAttendeeAssetProgress (docs/product/webinars.md).
 * Answers 204; 400 `{ error }` for a bad body or no attendee cookie, 413 over
 * {@link MAX_BODY_BYTES}, 415 for another content type (`~/http/body.server`); 404 for an
 * attendee the platform does not know; 502 when the platform fails. Other methods: 405.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const [body, attendee] = await Promise.all([
    jsonBody(request, progressBodySchema, { maxBytes: MAX_BODY_BYTES, alsoAccept: ["text/plain"] }),
    readAttendeeCookie(request.headers.get("Cookie")),
  ]);
  if (!body.ok) return refusalResponse(body);
  if (!attendee) return json({ error: "No attendee: register for a time or open your watch link first." }, 400);
  let outcome;
  try {
    outcome = await setAttendeeAssetProgress({ ...body.value, attendeeUuid: attendee.uuid, eventTime: Math.floor(Date.now() / 1000) });
  } catch (error) {
    logger.warn("attendee-progress-failed", { error });
    return json({ error: "The webinar platform did not answer; progress was not saved." }, 502);
  }
  if (!outcome.successful) {
    const notFound = outcome.messages.some((m) => m.code === "not_found");
    return json(
      { error: notFound ? "No attendee with this uuid." : outcome.messages.map((m) => `${m.field ?? "body"}: ${m.message}`).join("; ") },
      notFound ? 404 : 400,
    );
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": NO_STORE } });
}

/** GET: this endpoint only takes POST. */
export function loader() {
  return methodNotAllowed("POST");
}
