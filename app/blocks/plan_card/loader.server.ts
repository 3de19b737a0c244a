import type { BillingPeriod, PricingTier } from "~/domain/pricing";
import { fetchTiersOrNull, validateCheckoutLink } from "~/services/checkout.server";
import { logger } from "~/services/logger.server";
import { defineBlockLoader } from "../define.server";
import { schema } from "./schema";

export interface PlanCardData {
  tier: PricingTier;
  /** Checkout links that passed validation, per billing period; null when missing or refused. */
  links: Record<BillingPeriod, string | null>;
}

/** The checkout link if valid (SPEC §5), else null (a refused link is logged). */
function checkoutLink(raw: string | undefined, uid: string): string | null {
  if (!raw) return null;
  const result = validateCheckoutLink(raw);
  if (result.success) return result.link;
  logger.warn("checkout-link-refused", { uid, error: result.error });
  return null;
}

/**
 * Server part of `plan_card`: the tier of `product_id` (cached briefly, shared with the other
 * cards) and the blok's checkout links, validated. A failed tier fetch is logged and reported
 * as `tier fetch failed` by `fetchTiersOrNull`; the card then gets null and is not shown.
 */
export default defineBlockLoader(schema, async (blok): Promise<PlanCardData | null> => {
  const tiers = await fetchTiersOrNull([blok.product_id], { block: "plan_card", uid: blok._uid });
  const tier = tiers?.[0];
  if (!tier) return null;
  return {
    tier,
    links: { Annually: checkoutLink(blok.checkout_link_annually, blok._uid), Monthly: checkoutLink(blok.checkout_link_monthly, blok._uid) },
  };
});
