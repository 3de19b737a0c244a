import { cakeConversionUrl, cakeRequestId } from "~/domain/affiliates/affiliate-conversion";
import { orderCompletedPayload, type OrderCompletedPayload } from "~/domain/sales/order-tracking";
import { getEnv } from "~/env.server";
import { clientIp } from "~/services/client-ip.server";
import { locateVisitor } from "~/services/location.server";
import { orderForRequest } from "~/services/order-page.server";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

export interface OrderTrackerData {
  payload: OrderCompletedPayload;
  /** The CAKE pixel for this sale, or null without an affiliate. */
  conversionUrl: string | null;
}

/**
 * Server part of `order_tracker`: the `Order Completed` payload of `?PSubscriptionID=`'s order
 * (SKUs cut to 4 characters, shipping 0, the order's country, else the visitor's from the
 * location lookup — cached per IP, shared with `order_confirmation` — else the Kuala Lumpur fallback)
 * and the CAKE pixel when the visitor carries the affiliate cookie. No order → null.
 */
export default defineBlockLoader(
  schema,
  async (_blok, context): Promise<OrderTrackerData | null> => {
    const [loaded, location] = await Promise.all([orderForRequest(context.request), locateVisitor(clientIp())]);
    if (loaded.state !== "ok") return null;
    const { order, subscriptionId } = loaded;
    const payload = orderCompletedPayload({
      orderId: order.subscriptions[0]?.subscriptionNumber ?? subscriptionId,
      currency: order.currency,
      price: order.price,
      taxPrice: order.taxPrice,
      country: order.country,
      state: order.state,
      visitor: location && { country: location.iso_code, state: location.state_name, city: location.city },
      items: order.subscriptions.flatMap((subscription) =>
        subscription.productSkus.map((sku) => {
          const item = order.items.find((i) => i.subscriptionId === subscription.id);
          return { sku, name: item?.productName ?? sku, price: item?.price ?? null };
        }),
      ),
    });
    const env = getEnv();
    const conversionUrl =
      env.CAKE_CONVERSION_URL && env.CAKE_OFFER_ID
        ? cakeConversionUrl({
            base: env.CAKE_CONVERSION_URL,
            offerId: env.CAKE_OFFER_ID,
            requestId: cakeRequestId(context.request.headers.get("Cookie")),
            transactionId: subscriptionId,
            amount: order.price - order.taxPrice,
          })
        : null;
    return { payload, conversionUrl };
  },
  { personal: true },
);
