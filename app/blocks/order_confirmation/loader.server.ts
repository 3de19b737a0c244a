import type { PublicOrderSummary } from "~/services/checkout.server";
import { clientIp } from "~/services/client-ip.server";
import { locateVisitor } from "~/services/location.server";
import { orderForRequest } from "~/services/order-page.server";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

export type OrderConfirmationData =
  { state: "ok"; order: Omit<PublicOrderSummary, "country" | "state">; visitorCountry: string | null } | { state: "missing" | "failed" };

/**
 * Server part of `order_confirmation`: the order of `?PSubscriptionID=` (shared with
 * `order_tracker`) and the visitor's country. Personal: the page is served `private`.
 */
export default defineBlockLoader(
  schema,
  async (_blok, context): Promise<OrderConfirmationData> => {
    const [loaded, location] = await Promise.all([orderForRequest(context.request), locateVisitor(clientIp())]);
    if (loaded.state !== "ok") return { state: loaded.state };
    const { country: _country, state: _state, ...order } = loaded.order;
    return { state: "ok", order, visitorCountry: location?.iso_code ?? null };
  },
  { personal: true },
);
