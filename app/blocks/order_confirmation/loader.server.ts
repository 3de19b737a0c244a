import type { BlockServerDefinition } from "../server";
import { clientIp, locateVisitor } from "~/services/location.server";
import { orderForRequest } from "~/services/order-page.server";
import type { OrderConfirmationData } from "./index";

/**
 * Server part of `order_confirmation`: the order of `?PSubscriptionID=` (shared with
 * `order_tracker`) and the visitor's country. Personal: the page is served `private`.
 */
export const orderConfirmationServer: BlockServerDefinition = {
  personal: true,
  async loader(_raw, context): Promise<OrderConfirmationData> {
    const [loaded, location] = await Promise.all([orderForRequest(context.request), locateVisitor(clientIp(context.request))]);
    if (loaded.state !== "ok") return { state: loaded.state };
    const { country: _country, state: _state, ...order } = loaded.order;
    return { state: "ok", order, visitorCountry: location?.iso_code ?? null };
  },
};
