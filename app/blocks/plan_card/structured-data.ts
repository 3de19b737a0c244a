import type { Offer, Product } from "schema-dts";
import { BILLING_PERIODS, tierPlans, type BillingPeriod } from "~/domain/sales/pricing";
import { SITE_NAME } from "~/domain/search-and-sharing/social-tags";
import type { StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import { defineStructuredData } from "../../block-kit/define-structured-data";
import type { PlanCardData } from "./loader.server";
import { schema } from "./schema";

/** UN/CEFACT unit codes of a billing period (schema.org `unitCode`): year, month. */
const UNIT_CODE: Record<BillingPeriod, "ANN" | "MON"> = { Annually: "ANN", Monthly: "MON" };

type Card = { plan: "individual" | "duo" | "family"; title?: string; features?: string; currency: string };

/**
 * A plan card as a schema.org Product (Google "Product snippets": `name` and `offers`), one
 * Offer per billing period it has: the price it shows for the whole plan, in whole currency
 * units as the pricing tier gives it, in the card's currency, billed once per year or month
 * (`UnitPriceSpecification` with `unitCode` and `referenceQuantity`). Null when the card has no price.
 */
export function planProduct(card: Card, data: PlanCardData, context: StructuredDataContext): Product | null {
  const offers = BILLING_PERIODS.flatMap((period): Offer[] => {
    const prices = tierPlans(data.tier, period)[card.plan];
    if (!prices) return [];
    const link = data.links[period];
    const unitCode = UNIT_CODE[period];
    return [
      {
        "@type": "Offer",
        price: prices.price,
        priceCurrency: card.currency,
        availability: "https://schema.org/InStock",
        url: link?.ok ? link.href : context.pageUrl,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: prices.price,
          priceCurrency: card.currency,
          unitCode,
          billingIncrement: 1,
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode },
        },
      },
    ];
  });
  if (offers.length === 0) return null;
  const features = (card.features ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    "@type": "Product",
    name: card.title || data.tier.product_name,
    ...(features.length > 0 ? { description: features.join(". ") } : {}),
    sku: `${data.tier.product_id}:${card.plan}`,
    brand: { "@type": "Brand", name: SITE_NAME },
    offers,
  };
}

export default defineStructuredData(schema, (blok, data: PlanCardData | null | undefined, context) => {
  const product = data ? planProduct(blok, data, context) : null;
  return { mainEntities: product ? [product] : [] };
});
