import { CheckoutError, fetchOrderSummary, isSubscriptionId, publicOrderSummary, type PublicOrderSummary } from "./checkout.server";
import { reportError } from "./error-reporting.server";
import { sendEvent } from "./events.server";

/** Query parameter of the order confirmation page (docs/product/sales-and-orders.md#order-confirmation). */
export const SUBSCRIPTION_PARAM = "PSubscriptionID";

export type OrderForPage =
  | { state: "ok"; subscriptionId: string; order: PublicOrderSummary }
  /** No (or a malformed) subscription id in the URL. */
  | { state: "missing" }
  /** The order summary could not be loaded: reported to error reporting (docs/product/failures-and-limits.md). */
  | { state: "failed"; subscriptionId: string };

const perRequest = new WeakMap<Request, Promise<OrderForPage>>();

async function load(request: Request): Promise<OrderForPage> {
  const subscriptionId = new URL(request.url).searchParams.get(SUBSCRIPTION_PARAM);
  if (!isSubscriptionId(subscriptionId)) return { state: "missing" };
  try {
    const order = publicOrderSummary(await fetchOrderSummary(subscriptionId));
    sendEvent("order summary", { subscriptionId, status: "loaded", currency: order.currency });
    return { state: "ok", subscriptionId, order };
  } catch (error) {
    reportError(error, { route: "order-confirmation", subscriptionId, failure: error instanceof CheckoutError ? error.failure : "unexpected" });
    sendEvent("order summary", { subscriptionId, status: "failed" });
    return { state: "failed", subscriptionId };
  }
}

/**
 * The order of the confirmation page's `?PSubscriptionID=` (docs/product/sales-and-orders.md#order-confirmation),
 * loaded once per request however many blocks ask (`order_confirmation`, `order_tracker`).
 * Only the public projection of the summary (no address, phone or email) leaves this module.
 * Never throws: a failure is reported and answered as `failed`.
 */
export function orderForRequest(request: Request): Promise<OrderForPage> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = load(request);
    perRequest.set(request, pending);
  }
  return pending;
}
