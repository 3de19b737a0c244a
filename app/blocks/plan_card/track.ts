import { analyticsReady, track } from "~/analytics/analytics.client";
import type { BillingPeriod, PricingTier } from "~/domain/pricing";

/** What the sales page tells analytics about a plan (issue "Membership sales" point 7). */
export interface PlanItem {
  tier: PricingTier;
  plan: "individual" | "duo" | "family";
  period: BillingPeriod;
  /** Plan price per billing period, whole currency units. */
  price: number;
  currency: string;
}

function item({ tier, plan, period, price, currency }: PlanItem) {
  return { item_id: tier.product_id, item_name: tier.product_name, item_variant: `${plan}-${period.toLowerCase()}`, price, currency };
}

/** Longest wait for `add_to_cart` to be handed to analytics before leaving for checkout (ms). */
export const ADD_TO_CART_WAIT_MS = 400;

/**
 * `add_to_cart` when a visitor heads to checkout. Resolves once the event is handed to
 * analytics, or after {@link ADD_TO_CART_WAIT_MS} at most, so the caller can then leave the
 * page without losing it. Never rejects (analytics failures never break the page, SPEC §8).
 */
export function trackAddToCart(plan: PlanItem): Promise<void> {
  const sent = track("add_to_cart", { currency: plan.currency, value: plan.price, items: [item(plan)] }).catch(() => undefined);
  return Promise.race([sent, new Promise<void>((resolve) => setTimeout(resolve, ADD_TO_CART_WAIT_MS))]);
}

/**
 * `view_item` for the plans a visitor sees, sent once analytics are loaded (after consent;
 * never without it). Never throws.
 */
export function trackViewItems(plans: PlanItem[]): void {
  if (plans.length === 0) return;
  void analyticsReady()
    .then(() => track("view_item", { currency: plans[0]?.currency, items: plans.map(item) }))
    .catch(() => undefined);
}
