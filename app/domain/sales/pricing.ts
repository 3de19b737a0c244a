/**
 * Membership pricing rules (docs/product/sales-and-orders.md#tiers-and-plans). Pure functions, no I/O.
 *
 * Units: every price and amount here is in WHOLE CURRENCY UNITS as the checkout API sends
 * them (499 = four hundred ninety-nine dollars; 41.58 = forty-one dollars fifty-eight), never
 * cents. The currency itself is not part of a tier: format with `formatCurrency` from
 * `./currency`. Only {@link monthlyEquivalent} rounds; the other results are exact quotients,
 * left for `formatCurrency` to display (0 or 2 decimals, or a custom count rounded up).
 */

/** Billing periods of a charge plan, in display order (docs/product/sales-and-orders.md). */
export const BILLING_PERIODS = ["Annually", "Monthly"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The period shown first when none is chosen. */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = "Annually";

/** Product names of the membership tiers (docs/product/sales-and-orders.md). */
export const MEMBERSHIP_PRODUCTS = ["Membership", "Membership Pro"] as const;
export type MembershipProduct = (typeof MEMBERSHIP_PRODUCTS)[number];

/** Extra seats of a Duo plan: the buyer plus 1 (docs/product/sales-and-orders.md). */
export const DUO_SEATS = 1;
/** Extra seats of a Family plan: the buyer plus 4 (docs/product/sales-and-orders.md). */
export const FAMILY_SEATS = 4;
/** Days a daily price spreads an annual price over (docs/product/sales-and-orders.md). */
export const DAYS_PER_YEAR = 365;
/** Months a monthly equivalent spreads an annual price over (docs/product/sales-and-orders.md). */
export const MONTHS_PER_YEAR = 12;

/** One way to pay for a tier (docs/product/sales-and-orders.md). */
export interface ChargePlan {
  billing_period: BillingPeriod;
  /** Price per billing period for the whole plan (all seats), in whole currency units. */
  price: number;
  /** True for plans shared with other people (Duo, Family). */
  is_family_plan: boolean;
  /** Seats beyond the buyer's on a family plan (Duo 1, Family 4); null or 0 on individual plans. */
  seat_number: number | null;
}

/** A membership product and its charge plans (docs/product/sales-and-orders.md). */
export interface PricingTier {
  product_id: string;
  product_name: string;
  charge_plans: ChargePlan[];
}

/** Kind of plan as the cards name them. `family-other` = a family plan with neither 1 nor 4 seats (docs/product/sales-and-orders.md names only those). */
export type PlanKind = "individual" | "duo" | "family" | "family-other";

function assertAmount(amount: number, name: string): void {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`${name} must be a finite amount ≥ 0 (whole currency units), got ${amount}`);
}

/**
 * Reads a billing period from untrusted input (a query string such as `?period=monthly`, a
 * form field), case-insensitively; anything else gives `fallback` (default Annually).
 */
export function parseBillingPeriod(value: string | null | undefined, fallback: BillingPeriod = DEFAULT_BILLING_PERIOD): BillingPeriod {
  const wanted = value?.trim().toLowerCase();
  return BILLING_PERIODS.find((period) => period.toLowerCase() === wanted) ?? fallback;
}

/** Duo plan (docs/product/sales-and-orders.md): a family plan with 1 seat. */
export function isDuoPlan(plan: ChargePlan): boolean {
  return plan.is_family_plan && plan.seat_number === DUO_SEATS;
}

/** Family plan (docs/product/sales-and-orders.md): a family plan with 4 seats. */
export function isFamilyPlan(plan: ChargePlan): boolean {
  return plan.is_family_plan && plan.seat_number === FAMILY_SEATS;
}

/** Which card a plan belongs on. */
export function planKind(plan: ChargePlan): PlanKind {
  if (!plan.is_family_plan) return "individual";
  if (isDuoPlan(plan)) return "duo";
  if (isFamilyPlan(plan)) return "family";
  return "family-other";
}

/**
 * How many people a plan covers: 1 for an individual plan, the buyer plus `seat_number` for
 * a family plan (Duo 2, Family 5).
 * @throws {RangeError} for a family plan without a whole, positive seat count.
 */
export function peopleCovered(plan: ChargePlan): number {
  if (!plan.is_family_plan) return 1;
  const seats = plan.seat_number;
  if (seats === null || !Number.isInteger(seats) || seats < 1) throw new RangeError(`A family plan needs a whole seat_number ≥ 1, got ${seats}`);
  return seats + 1;
}

/**
 * Price per person of a plan, in whole currency units per billing period, unrounded
 * (docs/product/sales-and-orders.md: Duo = price / 2, Family = price / 5; an individual plan's price is its own).
 * @throws {RangeError} for a negative or non-finite price, or a family plan without seats.
 */
export function perPersonPrice(plan: ChargePlan): number {
  assertAmount(plan.price, "price");
  return plan.price / peopleCovered(plan);
}

/**
 * Daily price of an annual price (docs/product/sales-and-orders.md: annual price / 365), whole currency units per
 * day, unrounded (format with a custom decimal count, which rounds up).
 * @throws {RangeError} for a negative or non-finite amount.
 */
export function dailyPrice(annualPrice: number): number {
  assertAmount(annualPrice, "annualPrice");
  return annualPrice / DAYS_PER_YEAR;
}

/**
 * Monthly equivalent of an annual price (docs/product/sales-and-orders.md: annual price / 12, rounded to 2 decimals,
 * half away from zero), whole currency units per month. 499 → 41.58; 120 → 10.
 * @throws {RangeError} for a negative or non-finite amount.
 */
export function monthlyEquivalent(annualPrice: number): number {
  assertAmount(annualPrice, "annualPrice");
  return roundTo2(annualPrice / MONTHS_PER_YEAR);
}

/** Rounds to 2 decimals, half up, without binary noise (1.005 → 1.01). */
function roundTo2(value: number): number {
  // Shifting through the decimal string avoids 1.005 * 100 = 100.49999…
  const shifted = Math.round(Number(`${value}e2`));
  return Number.isFinite(shifted) ? shifted / 100 : Math.round(value * 100) / 100;
}

/** The charge plans of `tier` billed per `period`, in upstream order. */
export function plansForPeriod(tier: PricingTier, period: BillingPeriod): ChargePlan[] {
  return tier.charge_plans.filter((plan) => plan.billing_period === period);
}

/** Billing periods `tier` has at least one plan for, in {@link BILLING_PERIODS} order. */
export function availablePeriods(tier: PricingTier): BillingPeriod[] {
  return BILLING_PERIODS.filter((period) => tier.charge_plans.some((plan) => plan.billing_period === period));
}

/** The individual (non-family) plan of `tier` for `period`; the first one if upstream sends several; null if none. */
export function individualPlan(tier: PricingTier, period: BillingPeriod): ChargePlan | null {
  return plansForPeriod(tier, period).find((plan) => !plan.is_family_plan) ?? null;
}

/** The Duo plan (family, 1 seat) of `tier` for `period`, or null. */
export function duoPlan(tier: PricingTier, period: BillingPeriod): ChargePlan | null {
  return plansForPeriod(tier, period).find(isDuoPlan) ?? null;
}

/** The Family plan (family, 4 seats) of `tier` for `period`, or null. */
export function familyPlan(tier: PricingTier, period: BillingPeriod): ChargePlan | null {
  return plansForPeriod(tier, period).find(isFamilyPlan) ?? null;
}

/** The tier whose product name is `productName` (exact, then case-insensitive), or null. */
export function findTier(tiers: readonly PricingTier[], productName: string): PricingTier | null {
  const wanted = productName.trim().toLowerCase();
  return tiers.find((tier) => tier.product_name === productName) ?? tiers.find((tier) => tier.product_name.trim().toLowerCase() === wanted) ?? null;
}

/** Everything a plan card shows about one plan; all amounts in whole currency units. */
export interface PlanPrices {
  kind: PlanKind;
  billingPeriod: BillingPeriod;
  /** People the plan covers (1, Duo 2, Family 5). */
  people: number;
  /** The plan's price per billing period (all seats). */
  price: number;
  /** {@link perPersonPrice}: price per person per billing period, unrounded. */
  perPerson: number;
  /** Annual plans: {@link dailyPrice} of the price (whole plan, per day, unrounded); null for monthly plans. */
  perDay: number | null;
  /** Annual plans: {@link monthlyEquivalent} of the price (whole plan, per month, 2 decimals); monthly plans: the price. */
  perMonth: number;
  /** Annual plans: {@link dailyPrice} of the per-person price (unrounded); null for monthly plans. */
  perPersonPerDay: number | null;
  /** Annual plans: {@link monthlyEquivalent} of the per-person price (2 decimals); monthly plans: the per-person price. */
  perPersonPerMonth: number;
}

/**
 * Prices of one plan for a card: the per-person price and, for an annual plan, the daily
 * price and monthly equivalent of the whole plan and per person (docs/product/sales-and-orders.md). For an
 * individual plan, per person = the whole plan.
 * @throws {RangeError} like {@link perPersonPrice}.
 */
export function planPrices(plan: ChargePlan): PlanPrices {
  const perPerson = perPersonPrice(plan);
  const annual = plan.billing_period === "Annually";
  return {
    kind: planKind(plan),
    billingPeriod: plan.billing_period,
    people: peopleCovered(plan),
    price: plan.price,
    perPerson,
    perDay: annual ? dailyPrice(plan.price) : null,
    perMonth: annual ? monthlyEquivalent(plan.price) : plan.price,
    perPersonPerDay: annual ? dailyPrice(perPerson) : null,
    perPersonPerMonth: annual ? monthlyEquivalent(perPerson) : perPerson,
  };
}

/** The three cards of one tier for one period (docs/product/sales-and-orders.md: individual, Duo, Family); a missing plan is null. */
export interface TierPlans {
  individual: PlanPrices | null;
  duo: PlanPrices | null;
  family: PlanPrices | null;
}

/**
 * Picks the individual, Duo and Family plans of `tier` for `period` and prices each
 * ({@link planPrices}). A plan the tier does not offer is null.
 */
export function tierPlans(tier: PricingTier, period: BillingPeriod): TierPlans {
  const price = (plan: ChargePlan | null) => (plan ? planPrices(plan) : null);
  return { individual: price(individualPlan(tier, period)), duo: price(duoPlan(tier, period)), family: price(familyPlan(tier, period)) };
}
