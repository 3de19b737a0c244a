import type { BillingPeriod, PricingTier } from "~/domain/sales/pricing";
import { fetchCheckoutData, fetchTiersOrNull } from "~/services/checkout.server";
import { logger } from "~/services/logger.server";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

/**
 * A checkout button's link and what checkout says behind it (docs/product/sales-and-orders.md: `GET {secure checkout
 * link}`, cached per link): `ok` with the link and checkout's price and currency, or the
 * failure's message ('Invalid checkout link format' for a refused link).
 */
export type CheckoutLinkState = { ok: true; href: string; price: number; currency: string } | { ok: false; error: string };

export interface PlanCardData {
  tier: PricingTier;
  /** Checkout per billing period; null when the blok has no link for it. */
  links: Record<BillingPeriod, CheckoutLinkState | null>;
}

/** The checkout data of a blok's link (never throws; a failure is logged with its message). */
async function checkoutLink(raw: string | undefined, uid: string): Promise<CheckoutLinkState | null> {
  if (!raw) return null;
  const result = await fetchCheckoutData(raw);
  if (result.success) return { ok: true, href: result.link, price: result.data.price, currency: result.data.currency };
  logger.warn("checkout-link-unavailable", { uid, error: result.error });
  return { ok: false, error: result.error };
}

/**
 * Server part of `plan_card`: the tier of `product_id` (cached briefly, shared with the other
 * cards) and, at the same time, the checkout data of the blok's links (validated, then fetched,
 * cached per link).
 * A failed tier fetch is logged and reported as `tier fetch failed` by `fetchTiersOrNull`; the
 * card then gets null and is not shown.
 */
export default defineBlockLoader(schema, async (blok): Promise<PlanCardData | null> => {
  // The links come from the blok, not the tier: all three are asked for at once.
  const [tiers, annually, monthly] = await Promise.all([
    fetchTiersOrNull([blok.product_id], { block: "plan_card", uid: blok._uid }),
    checkoutLink(blok.checkout_link_annually, blok._uid),
    checkoutLink(blok.checkout_link_monthly, blok._uid),
  ]);
  const tier = tiers?.[0];
  if (!tier) return null;
  return { tier, links: { Annually: annually, Monthly: monthly } };
});
