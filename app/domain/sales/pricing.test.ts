import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/languages";
import { formatCurrency } from "./currency";
import {
  availablePeriods,
  BILLING_PERIODS,
  dailyPrice,
  duoPlan,
  familyPlan,
  findTier,
  individualPlan,
  isDuoPlan,
  isFamilyPlan,
  monthlyEquivalent,
  parseBillingPeriod,
  peopleCovered,
  perPersonPrice,
  planKind,
  planPrices,
  plansForPeriod,
  tierPlans,
  type BillingPeriod,
  type ChargePlan,
  type PricingTier,
} from "./pricing";

const plan = (billing_period: BillingPeriod, price: number, is_family_plan = false, seat_number: number | null = null): ChargePlan => ({
  billing_period,
  price,
  is_family_plan,
  seat_number,
});

const membership: PricingTier = {
  product_id: "prod-membership",
  product_name: "Membership",
  charge_plans: [
    plan("Monthly", 99),
    plan("Annually", 499),
    plan("Annually", 799, true, 1),
    plan("Annually", 1199, true, 4),
    plan("Monthly", 149, true, 1),
    plan("Monthly", 229, true, 4),
  ],
};

const monthlyOnly: PricingTier = { product_id: "prod-x", product_name: "Membership Pro", charge_plans: [plan("Monthly", 149)] };

describe("parseBillingPeriod", () => {
  it.each([
    ["Annually", "Annually"],
    ["annually", "Annually"],
    [" MONTHLY ", "Monthly"],
    ["Monthly", "Monthly"],
    ["yearly", "Annually"],
    ["", "Annually"],
    [null, "Annually"],
    [undefined, "Annually"],
    ["<script>", "Annually"],
  ] as const)("%j → %s", (input, expected) => {
    expect(parseBillingPeriod(input)).toBe(expected);
  });

  it("uses the given fallback for anything unknown", () => {
    expect(parseBillingPeriod("weekly", "Monthly")).toBe("Monthly");
    expect(parseBillingPeriod("annually", "Monthly")).toBe("Annually");
  });
});

describe("plan kinds (Duo = family with 1 seat, Family = 4 seats)", () => {
  it.each([
    [plan("Annually", 499), "individual", false, false, 1],
    [plan("Annually", 499, false, 1), "individual", false, false, 1],
    [plan("Annually", 499, false, 4), "individual", false, false, 1],
    [plan("Annually", 799, true, 1), "duo", true, false, 2],
    [plan("Monthly", 149, true, 1), "duo", true, false, 2],
    [plan("Annually", 1199, true, 4), "family", false, true, 5],
    [plan("Annually", 999, true, 2), "family-other", false, false, 3],
  ] as const)("%j is %s", (p, kind, duo, family, people) => {
    expect(planKind(p)).toBe(kind);
    expect(isDuoPlan(p)).toBe(duo);
    expect(isFamilyPlan(p)).toBe(family);
    expect(peopleCovered(p)).toBe(people);
  });

  it.each([null, 0, -1, 1.5])("a family plan with seat_number %j has no people count", (seats) => {
    expect(() => peopleCovered(plan("Annually", 100, true, seats))).toThrow(RangeError);
  });
});

describe("perPersonPrice (whole currency units per billing period)", () => {
  it.each([
    ["individual keeps its price", plan("Annually", 499), 499],
    ["Duo = price / 2", plan("Annually", 799, true, 1), 399.5],
    ["Duo monthly = price / 2", plan("Monthly", 149, true, 1), 74.5],
    ["Family = price / 5", plan("Annually", 1199, true, 4), 239.8],
    ["Family monthly = price / 5", plan("Monthly", 229, true, 4), 45.8],
    ["free plan", plan("Monthly", 0, true, 4), 0],
  ] as const)("%s", (_name, p, expected) => {
    expect(perPersonPrice(p)).toBeCloseTo(expected, 10);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("rejects price %s", (price) => {
    expect(() => perPersonPrice(plan("Annually", price))).toThrow(RangeError);
  });
});

describe("dailyPrice = annual price / 365", () => {
  it.each([
    [365, 1],
    [499, 499 / 365],
    [0, 0],
    [36.5, 0.1],
  ])("%s → %s", (annual, expected) => {
    expect(dailyPrice(annual)).toBeCloseTo(expected, 12);
  });

  it("is not rounded (the display rounds up with a custom decimal count)", () => {
    expect(dailyPrice(499)).toBeCloseTo(1.367123, 6);
    expect(formatCurrency(dailyPrice(499), { decimals: 2 })).toBe("$1.37");
  });

  it.each([-0.01, Number.NaN, Number.NEGATIVE_INFINITY])("rejects %s", (amount) => {
    expect(() => dailyPrice(amount)).toThrow(RangeError);
  });
});

describe("monthlyEquivalent = annual price / 12, rounded to 2 decimals", () => {
  it.each([
    [499, 41.58],
    [120, 10],
    [1199, 99.92],
    [799, 66.58],
    [100, 8.33],
    [0.06, 0.01], // 0.005 rounds half up
    [12.06, 1.01], // 1.005: half up despite binary noise
    [1, 0.08],
    [0, 0],
    [999999.99, 83333.33],
  ])("%s → %s", (annual, expected) => {
    expect(monthlyEquivalent(annual)).toBe(expected);
  });

  it("always has at most 2 decimals", () => {
    for (let cents = 0; cents < 5000; cents += 7) {
      const value = monthlyEquivalent(cents / 100 + 100);
      expect(Math.abs(value * 100 - Math.round(value * 100))).toBeLessThan(1e-6);
    }
  });

  it.each([-12, Number.NaN, Number.POSITIVE_INFINITY])("rejects %s", (amount) => {
    expect(() => monthlyEquivalent(amount)).toThrow(RangeError);
  });
});

describe("picking plans of a tier", () => {
  it("filters by billing period in upstream order", () => {
    expect(plansForPeriod(membership, "Annually").map((p) => p.price)).toEqual([499, 799, 1199]);
    expect(plansForPeriod(membership, "Monthly").map((p) => p.price)).toEqual([99, 149, 229]);
    expect(plansForPeriod(monthlyOnly, "Annually")).toEqual([]);
  });

  it("lists the periods a tier offers in display order", () => {
    expect(availablePeriods(membership)).toEqual(["Annually", "Monthly"]);
    expect(availablePeriods(monthlyOnly)).toEqual(["Monthly"]);
    expect(availablePeriods({ ...monthlyOnly, charge_plans: [] })).toEqual([]);
    expect(BILLING_PERIODS).toEqual(["Annually", "Monthly"]);
  });

  it.each(BILLING_PERIODS)("finds the individual, Duo and Family plans for %s", (period) => {
    expect(individualPlan(membership, period)).toMatchObject({ billing_period: period, is_family_plan: false });
    expect(duoPlan(membership, period)).toMatchObject({ billing_period: period, is_family_plan: true, seat_number: 1 });
    expect(familyPlan(membership, period)).toMatchObject({ billing_period: period, is_family_plan: true, seat_number: 4 });
  });

  it("gives null for plans a tier does not offer", () => {
    expect(individualPlan(monthlyOnly, "Annually")).toBeNull();
    expect(duoPlan(monthlyOnly, "Monthly")).toBeNull();
    expect(familyPlan(monthlyOnly, "Monthly")).toBeNull();
    const odd: PricingTier = { ...monthlyOnly, charge_plans: [plan("Monthly", 300, true, 2)] };
    expect(duoPlan(odd, "Monthly")).toBeNull();
    expect(familyPlan(odd, "Monthly")).toBeNull();
    expect(individualPlan(odd, "Monthly")).toBeNull();
  });

  it("takes the first individual plan when upstream sends two", () => {
    const twice: PricingTier = { ...monthlyOnly, charge_plans: [plan("Monthly", 149), plan("Monthly", 159)] };
    expect(individualPlan(twice, "Monthly")?.price).toBe(149);
  });

  it("finds a tier by product name, exactly first, then ignoring case", () => {
    const tiers = [membership, monthlyOnly];
    expect(findTier(tiers, "Membership")).toBe(membership);
    expect(findTier(tiers, "Membership Pro")).toBe(monthlyOnly);
    expect(findTier(tiers, "membership pro ")).toBe(monthlyOnly);
    expect(findTier(tiers, "Coaching")).toBeNull();
    expect(findTier([], "Membership")).toBeNull();
  });
});

describe("planPrices and tierPlans", () => {
  it("prices an annual Family plan per plan and per person", () => {
    expect(planPrices(plan("Annually", 1199, true, 4))).toEqual({
      kind: "family",
      billingPeriod: "Annually",
      people: 5,
      price: 1199,
      perPerson: 1199 / 5,
      perDay: 1199 / 365,
      perMonth: 99.92,
      perPersonPerDay: 1199 / 5 / 365,
      perPersonPerMonth: 19.98,
    });
  });

  it("prices a monthly Duo plan without daily prices", () => {
    expect(planPrices(plan("Monthly", 149, true, 1))).toEqual({
      kind: "duo",
      billingPeriod: "Monthly",
      people: 2,
      price: 149,
      perPerson: 74.5,
      perDay: null,
      perMonth: 149,
      perPersonPerDay: null,
      perPersonPerMonth: 74.5,
    });
  });

  it("prices an individual annual plan the same per plan and per person", () => {
    const prices = planPrices(plan("Annually", 499));
    expect(prices).toMatchObject({ kind: "individual", people: 1, perPerson: 499, perMonth: 41.58, perPersonPerMonth: 41.58 });
    expect(prices.perDay).toBe(prices.perPersonPerDay);
  });

  it("collects the three cards of a tier for a period", () => {
    const annual = tierPlans(membership, "Annually");
    expect([annual.individual?.price, annual.duo?.price, annual.family?.price]).toEqual([499, 799, 1199]);
    expect(annual.duo?.perPerson).toBe(399.5);
    const monthly = tierPlans(monthlyOnly, "Monthly");
    expect(monthly).toEqual({ individual: expect.objectContaining({ price: 149 }), duo: null, family: null });
    expect(tierPlans(monthlyOnly, "Annually")).toEqual({ individual: null, duo: null, family: null });
  });
});

describe("derived prices formatted with the currency rules", () => {
  // Spaces and bidi marks differ between ICU versions; compare without them.
  const plain = (text: string) => text.replace(/[\s\u00a0\u202f\u200e\u200f\u061c\u2066\u2069]/g, "");
  const family = plan("Annually", 1199, true, 4);

  it.each([
    ["en", "USD", "$1,199", "$239.80", "$99.92", "$0.66"],
    ["es", "USD", "USD1,199", "USD239.80", "USD99.92", "USD0.66"],
    ["de", "EUR", "1.199EUR", "239,80EUR", "99,92EUR", "0,66EUR"],
    ["fr", "EUR", "1199EUR", "239,80EUR", "99,92EUR", "0,66EUR"],
    ["ar", "USD", "1,199US$", "239.80US$", "99.92US$", "0.66US$"],
    ["in", "USD", "US$1.199", "US$239,80", "US$99,92", "US$0,66"],
  ] as const)("%s (%s): price, per person, per month, per person per day", (lang, currency, price, perPerson, perMonth, perDay) => {
    const prices = planPrices(family);
    const options = { lang: lang as Language, currency };
    // Arabic may use Arabic-Indic digits depending on ICU; normalise them to compare.
    const digits = (text: string) =>
      plain(text)
        .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
        .replace(/\u066b/g, ".")
        .replace(/\u066c/g, ",");
    expect(digits(formatCurrency(prices.price, options))).toBe(price);
    expect(digits(formatCurrency(prices.perPerson, options))).toBe(perPerson);
    expect(digits(formatCurrency(prices.perMonth, options))).toBe(perMonth);
    // 239.8 / 365 = 0.65698…: a custom decimal count rounds up.
    expect(digits(formatCurrency(prices.perPersonPerDay ?? Number.NaN, { ...options, decimals: 2 }))).toBe(perDay);
  });
});
