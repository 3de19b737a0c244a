import { z } from "zod";
import { getEnv } from "~/env.server";
import { jsonBody } from "~/http/body.server";
import { jsonResponse, methodNotAllowed, refusalResponse } from "~/http/json.server";
import { CheckoutError, fetchOrderSummary, isSubscriptionId, publicOrderSummary } from "./checkout.server";
import { reportError } from "./error-reporting.server";
import { sendEvent } from "./events.server";
import { PERSONAL_PAGE } from "~/domain/delivery/cache-policy";

/**
 * `POST /storyblok-api/order-summary` (docs/product/sales-and-orders.md#order-confirmation): the order
 * summary of `{ subscriptionId }` as JSON for this site's own pages — only its public
 * projection ({@link publicOrderSummary}: first name, items, totals, currency, subscription
 * numbers; never address, phone or email). Decision record: docs/decisions/0006.
 *
 * Same-origin only, checked from what browsers send and scripts on other sites cannot forge:
 * `Sec-Fetch-Site`, when present, must be `same-origin`, and `Origin`, when present, must be
 * this request's origin or `SITE_URL`'s (else 403). The body must be `application/json`
 * (a cross-site form cannot send that without a CORS preflight, which this route never
 * grants; else 415). Clients that send neither header (curl) are served: the subscription
 * id is the capability, as it is in the confirmation page's URL.
 *
 * Answers: 200 the public summary (`Cache-Control: private, no-store`); 400 `{ error }` for
 * bad JSON, a body that is not `{ subscriptionId }` or a malformed id; 403, 413 (over
 * {@link MAX_BODY_BYTES}), 415 (the body is read by `~/http/body.server`); 404 for an unknown
 * subscription; 502 when the checkout API fails (reported to error reporting, docs/product/failures-and-limits.md).
 * Never throws.
 */
export const MAX_BODY_BYTES = 1_024;

const bodySchema = z
  .object({
    subscriptionId: z
      .string({ required_error: "subscriptionId is required" })
      .refine(isSubscriptionId, "subscriptionId must be 1–64 letters, digits or dashes"),
  })
  .strict();

const PERSONAL_HEADERS = { "Cache-Control": PERSONAL_PAGE };
const json = (body: unknown, status: number) => jsonResponse(body, status, PERSONAL_HEADERS);

/** Why a request is not same-origin, or null when it may be served. */
function crossOriginReason(request: Request): string | null {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return `Only this site's pages may ask for order summaries (Sec-Fetch-Site: ${site.slice(0, 20)}).`;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const allowed = new Set([new URL(request.url).origin, new URL(getEnv().SITE_URL).origin]);
    if (!allowed.has(origin)) return "Only this site's pages may ask for order summaries (Origin).";
  }
  return null;
}

export async function orderSummaryResponse(request: Request): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed("POST", "Use POST with a JSON body { subscriptionId }.");
  const refused = crossOriginReason(request);
  if (refused) return json({ error: refused }, 403);
  const parsed = await jsonBody(request, bodySchema, { maxBytes: MAX_BODY_BYTES, requireType: true });
  if (!parsed.ok) return refusalResponse(parsed, PERSONAL_HEADERS);
  const { subscriptionId } = parsed.value;
  try {
    const order = publicOrderSummary(await fetchOrderSummary(subscriptionId));
    sendEvent("order summary", { subscriptionId, status: "served", currency: order.currency });
    return json(order, 200);
  } catch (error) {
    if (error instanceof CheckoutError && error.failure === "not-found") {
      sendEvent("order summary", { subscriptionId, status: "not-found" });
      return json({ error: "No order has this subscription id." }, 404);
    }
    reportError(error, { route: "order-summary-api", subscriptionId, failure: error instanceof CheckoutError ? error.failure : "unexpected" });
    sendEvent("order summary", { subscriptionId, status: "failed" });
    return json({ error: "The order summary is unavailable right now; please try again." }, 502);
  }
}
