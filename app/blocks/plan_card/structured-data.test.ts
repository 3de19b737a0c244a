import { describe, expect, it } from "vitest";
import type { StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import type { PlanCardData } from "./loader.server";
import { planProduct } from "./structured-data";

const context: StructuredDataContext = { siteUrl: "https://site.example", pageUrl: "https://site.example/membership", inLanguage: "en", now: 0 };
const DATA: PlanCardData = {
  tier: {
    product_id: "prod-pro",
    product_name: "Membership Pro",
    charge_plans: [
      { billing_period: "Annually", price: 499, is_family_plan: false, seat_number: null },
      { billing_period: "Monthly", price: 49.99, is_family_plan: false, seat_number: null },
      { billing_period: "Annually", price: 799, is_family_plan: true, seat_number: 4 },
    ],
  },
  links: {
    Annually: { ok: true, href: "https://secure.example/pro/annually", price: 499, currency: "USD" },
    Monthly: { ok: false, error: "Invalid checkout link format" },
  },
};

describe("plan_card structured data", () => {
  it("prices the card's plan per year and per month in whole currency units, in the card's currency", () => {
    const product = planProduct({ plan: "individual", title: "Pro", features: "A\nB", currency: "EUR" }, DATA, context) as unknown as Record<string, unknown>;
    expect(product).toMatchObject({ "@type": "Product", name: "Pro", description: "A. B", brand: { name: "Brightpath" } });
    expect(product.offers).toEqual([
      expect.objectContaining({
        price: 499,
        priceCurrency: "EUR",
        url: "https://secure.example/pro/annually",
        priceSpecification: expect.objectContaining({
          "@type": "UnitPriceSpecification",
          price: 499,
          unitCode: "ANN",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "ANN" },
        }),
      }),
      // A refused checkout link sends the offer to the page itself.
      expect.objectContaining({ price: 49.99, url: context.pageUrl, priceSpecification: expect.objectContaining({ unitCode: "MON" }) }),
    ]);
  });

  it("offers only the periods the tier has for the plan, and nothing for a plan it lacks", () => {
    const family = planProduct({ plan: "family", currency: "USD" }, DATA, context) as unknown as Record<string, unknown>;
    expect(family).toMatchObject({ name: "Membership Pro", offers: [expect.objectContaining({ price: 799 })] });
    expect(planProduct({ plan: "duo", currency: "USD" }, DATA, context)).toBeNull();
  });
});
