/**
 * Sandbox data of the checkout API (docs/product/sales-and-orders.md#conversion-tracking): the two membership
 * tiers with their annual, monthly, Duo (family, 1 seat) and Family (4 seats) charge plans,
 * order summaries for the demo subscriptions, and the checkout data behind the secure
 * checkout links the sandbox stories use. Amounts in whole currency units (499 = $499).
 */

/** Product ids of the sandbox tiers (the `product_id` of `plan_card` bloks). */
export const SANDBOX_PRODUCTS = { membership: "prod-membership", pro: "prod-membership-pro" } as const;

/** A product id whose tiers call answers HTTP 500 (story `lab/tiers-down`). */
export const FAILING_PRODUCT_ID = "sandbox-fail-500";

type Amount = number | string;

const plans = (annual: Amount, monthly: Amount, duoAnnual: Amount, duoMonthly: Amount, familyAnnual: Amount, familyMonthly: Amount) => [
  { billing_period: "Annually", price: annual, is_family_plan: false, seat_number: null },
  { billing_period: "Monthly", price: monthly, is_family_plan: false, seat_number: null },
  { billing_period: "Annually", price: duoAnnual, is_family_plan: true, seat_number: 1 },
  { billing_period: "Monthly", price: duoMonthly, is_family_plan: true, seat_number: 1 },
  { billing_period: "Annually", price: familyAnnual, is_family_plan: true, seat_number: 4 },
  { billing_period: "Monthly", price: familyMonthly, is_family_plan: true, seat_number: 4 },
];

/** The tiers as the checkout API sends them (prices partly as decimal strings, as upstream does). */
export const SANDBOX_TIERS = [
  { product_id: SANDBOX_PRODUCTS.membership, product_name: "Membership", charge_plans: plans(299, 39, 449, 59, 749, 89) },
  { product_id: SANDBOX_PRODUCTS.pro, product_name: "Membership Pro", charge_plans: plans(499, 59, 799, 89, 1199, "129.00") },
];

/** Subscription ids of the sandbox orders (`?PSubscriptionID=`). */
export const SANDBOX_ORDERS = {
  /** Membership Pro, annual, in USD with sales tax; buyer in Washington state. */
  usd: "8a3f12c07e5d4b9a",
  /** Membership, monthly, in EUR with VAT; buyer in Germany. */
  eur: "8a3f12c07e5d4b9b",
  /** Membership Pro Family plus a Membership gift, in USD; no country on the order (tracking falls back to Kuala Lumpur). */
  multi: "8a3f12c07e5d4b9c",
  /** Answers HTTP 500 (the confirmation's failure path). */
  failing: "sandbox-fail-500",
} as const;

const address = (firstName: string, lastName: string, country: string | null, state: string | null, zipCode: string) => ({
  workEmail: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@mail.example`,
  firstName,
  lastName,
  zipCode,
  workPhone: "+1 206 555 0142",
  country,
  state,
});

/** Order summaries keyed by subscription id, in the upstream shape (`{ data }` is added by the handler). */
export const SANDBOX_ORDER_SUMMARIES: Record<string, unknown> = {
  [SANDBOX_ORDERS.usd]: {
    customerName: "Jordan Avery",
    customerAddress: address("Jordan", "Avery", "US", "WA", "98101"),
    customerShippingAddress: null,
    currency: "USD",
    price: 550.15,
    taxPrice: 51.15,
    subscriptions: [
      { id: SANDBOX_ORDERS.usd, subscriptionNumber: "A-S00012345", ratePlans: [{ productSku: "SKU-BP-PRO-ANNUAL-0042", ratePlanName: "Annually" }] },
    ],
    invoices: [
      {
        price: 550.15,
        taxPrice: 51.15,
        invoiceItems: [{ subscriptionName: "Annual plan · 1 person", productName: "Membership Pro", subscriptionId: SANDBOX_ORDERS.usd, price: 499 }],
      },
    ],
  },
  [SANDBOX_ORDERS.eur]: {
    customerName: "Lena Vogel",
    customerAddress: { ...address("Lena", "Vogel", "DE", "BE", "10115"), workPhone: "+49 30 901820" },
    customerShippingAddress: null,
    currency: "EUR",
    price: "46.41",
    taxPrice: "7.41",
    subscriptions: [
      { id: SANDBOX_ORDERS.eur, subscriptionNumber: "A-S00012346", ratePlans: [{ productSku: "SKU-BP-MEM-MONTHLY-0017", ratePlanName: "Monthly" }] },
    ],
    invoices: [
      {
        price: "46.41",
        taxPrice: "7.41",
        invoiceItems: [{ subscriptionName: "Monthly plan · 1 person", productName: "Membership", subscriptionId: SANDBOX_ORDERS.eur, price: 39 }],
      },
    ],
  },
  [SANDBOX_ORDERS.multi]: {
    customerName: "Sam Okoro",
    customerAddress: address("Sam", "Okoro", null, null, "00000"),
    customerShippingAddress: null,
    currency: "USD",
    price: 1619.68,
    taxPrice: 121.68,
    subscriptions: [
      { id: SANDBOX_ORDERS.multi, subscriptionNumber: "A-S00012347", ratePlans: [{ productSku: "SKU-BP-PRO-FAMILY-0099", ratePlanName: "Family · Annually" }] },
      { id: "8a3f12c07e5d4b9d", subscriptionNumber: "A-S00012348", ratePlans: [{ productSku: "SKU-BP-MEM-ANNUAL-0021", ratePlanName: "Annually" }] },
    ],
    invoices: [
      {
        price: 1619.68,
        taxPrice: 121.68,
        invoiceItems: [
          { subscriptionName: "Family plan · 5 people", productName: "Membership Pro", subscriptionId: SANDBOX_ORDERS.multi, price: 1199 },
          { subscriptionName: "Annual plan · gift", productName: "Membership", subscriptionId: "8a3f12c07e5d4b9d", price: 299 },
        ],
      },
    ],
  },
};

/** Checkout data behind the secure checkout links, keyed by link path. */
export const SANDBOX_CHECKOUT_LINKS: Record<string, unknown> = Object.fromEntries(
  SANDBOX_TIERS.flatMap((tier) => {
    const slug = tier.product_id.replace(/^prod-/, "");
    return tier.charge_plans.map((plan) => {
      const kind = !plan.is_family_plan ? "individual" : plan.seat_number === 1 ? "duo" : "family";
      const period = plan.billing_period.toLowerCase();
      return [
        `/checkout/${slug}/${kind}/${period}`,
        {
          product_id: tier.product_id,
          product_name: tier.product_name,
          plan_name: `${tier.product_name} — ${kind} (${plan.billing_period})`,
          sku: `SKU-BP-${slug.toUpperCase()}-${kind.toUpperCase()}-${period.toUpperCase()}`,
          billing_period: plan.billing_period,
          price: plan.price,
          currency: "USD",
          is_family_plan: plan.is_family_plan,
          seat_number: plan.seat_number,
        },
      ];
    });
  }),
);
