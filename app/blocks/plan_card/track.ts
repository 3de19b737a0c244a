import { track } from "~/analytics/analytics.client";
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

/** `add_to_cart` when a visitor heads to checkout; never throws (analytics failures never break the page). */
export function trackAddToCart(plan: PlanItem): void {
  void track("add_to_cart", { currency: plan.currency, value: plan.price, items: [item(plan)] }).catch(() => undefined);
}

/** `view_item` for the plans a visitor sees. */
export function trackViewItems(plans: PlanItem[]): void {
  if (plans.length === 0) return;
  void track("view_item", { currency: plans[0]?.currency, items: plans.map(item) }).catch(() => undefined);
}
