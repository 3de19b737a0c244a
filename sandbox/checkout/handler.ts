import { http, HttpResponse } from "msw";
import { FAILING_PRODUCT_ID, SANDBOX_CHECKOUT_LINKS, SANDBOX_ORDER_SUMMARIES, SANDBOX_ORDERS, SANDBOX_TIERS } from "./data";

/**
 * Sandbox checkout API (docs/product/sales-and-orders.md#conversion-tracking), answering like the real one:
 * - `GET {CHECKOUT_API_URL}/v2/api/tiers?product_ids=a,b` → `{ data: tier[] }` (unknown ids are
 *   left out; 400 without ids); a list holding `sandbox-fail-500` answers HTTP 500;
 * - `GET {CHECKOUT_API_URL}/v2/api/order-summary?subscription_id=` → `{ data: summary }`, 404 for
 *   an unknown id, 500 for `sandbox-fail-500`;
 * - `GET https://{SECURE_CHECKOUT_HOST}/checkout/{product}/{plan}/{period}` → `{ data: checkout data }`,
 *   404 for any other path.
 * Calls are counted per kind so tests can see caching at work.
 */
export const checkoutCalls = { tiers: 0, orderSummary: 0, checkoutData: 0 };

export function checkoutHandlers(apiUrl: string, secureHost: string) {
  const api = apiUrl.replace(/\/+$/, "");
  return [
    http.get(`${api}/v2/api/tiers`, ({ request }) => {
      checkoutCalls.tiers += 1;
      const ids = (new URL(request.url).searchParams.get("product_ids") ?? "")
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length === 0) return HttpResponse.json({ error: "product_ids is required" }, { status: 400 });
      if (ids.includes(FAILING_PRODUCT_ID)) return HttpResponse.json({ error: "Internal Server Error" }, { status: 500 });
      return HttpResponse.json({ data: SANDBOX_TIERS.filter((tier) => ids.includes(tier.product_id)) });
    }),
    http.get(`${api}/v2/api/order-summary`, ({ request }) => {
      checkoutCalls.orderSummary += 1;
      const id = new URL(request.url).searchParams.get("subscription_id") ?? "";
      if (id === SANDBOX_ORDERS.failing) return HttpResponse.json({ error: "Internal Server Error" }, { status: 500 });
      const summary = SANDBOX_ORDER_SUMMARIES[id];
      if (!summary) return HttpResponse.json({ error: "Subscription not found" }, { status: 404 });
      return HttpResponse.json({ data: summary });
    }),
    http.get(`https://${secureHost}/*`, ({ request }) => {
      checkoutCalls.checkoutData += 1;
      const data = SANDBOX_CHECKOUT_LINKS[new URL(request.url).pathname];
      if (!data) return HttpResponse.json({ error: "Unknown checkout link" }, { status: 404 });
      return HttpResponse.json({ data });
    }),
  ];
}
