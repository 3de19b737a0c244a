import type { ActionFunctionArgs } from "@remix-run/node";
import { orderSummaryResponse } from "~/services/order-summary-api.server";

/** `POST /storyblok-api/order-summary` with `{ subscriptionId }` (docs/product/sales-and-orders.md): see `orderSummaryResponse`. */
export function action({ request }: ActionFunctionArgs) {
  return orderSummaryResponse(request);
}

/** Any other method: 405 with `Allow: POST`. */
export function loader({ request }: ActionFunctionArgs) {
  return orderSummaryResponse(request);
}
