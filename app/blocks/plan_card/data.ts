import { BILLING_PERIODS, tierPlans, type BillingPeriod, type PlanPrices } from "~/domain/sales/pricing";
import type { PlanCardData } from "./loader.server";

/** A `plan_card`'s loader data when it found the tier (null or absent when the fetch failed). */
export function planCardData(value: unknown): PlanCardData | null {
  return typeof value === "object" && value !== null && "tier" in value && "links" in value ? (value as PlanCardData) : null;
}

/** The prices a card shows for `period`, or null when it has no tier or the tier lacks the plan. */
export function cardPrices(plan: "individual" | "duo" | "family", data: PlanCardData | null, period: BillingPeriod): PlanPrices | null {
  return data ? tierPlans(data.tier, period)[plan] : null;
}

/** True when the card shows in both billing periods (its HTML then does not depend on its data being in the browser). */
export function shownInEveryPeriod(plan: "individual" | "duo" | "family", data: unknown): boolean {
  const found = planCardData(data);
  return BILLING_PERIODS.every((period) => cardPrices(plan, found, period) !== null);
}
