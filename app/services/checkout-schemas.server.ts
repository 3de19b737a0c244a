import { z } from "zod";
import { BILLING_PERIODS, type ChargePlan, type PricingTier } from "~/domain/sales/pricing";

/**
 * Zod shapes of the checkout API's answers (docs/product/sales-and-orders.md), used
 * by `checkout.server.ts`. Amounts are numbers in whole currency units (49.99, never cents);
 * the API may send them as numbers or decimal strings.
 */

/** An amount in whole currency units: a number or a decimal string ("499.00"), finite and ≥ 0. */
const amount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, "must be a decimal amount")
      .transform(Number),
  ])
  .pipe(z.number().finite().nonnegative());

/** ISO 4217 code, upper-cased. */
const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, "must be an ISO 4217 code")
  .transform((code) => code.toUpperCase());

/** Upstream ids are strings or numbers; the site uses strings. */
const id = z.union([z.string().min(1), z.number().int()]).transform(String);

/** Optional text: missing, null and blank all become null. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** Seats of a family plan (Duo 1, Family 4, docs/product/sales-and-orders.md); missing or null → null. */
const seatNumber = z
  .number()
  .int()
  .nonnegative()
  .nullish()
  .transform((seats) => seats ?? null);

const chargePlanSchema: z.ZodType<ChargePlan, z.ZodTypeDef, unknown> = z.object({
  billing_period: z.enum(BILLING_PERIODS),
  price: amount,
  is_family_plan: z.boolean(),
  seat_number: seatNumber,
});

const pricingTierSchema: z.ZodType<PricingTier, z.ZodTypeDef, unknown> = z.object({
  product_id: id,
  product_name: z.string().min(1),
  charge_plans: z.array(chargePlanSchema),
});

export const tiersResponseSchema = z.object({ data: z.array(pricingTierSchema) });

const checkoutDataSchema = z.object({
  product_id: id,
  product_name: z.string().min(1),
  /** Name of the plan as checkout shows it ("Membership — Annual"). */
  plan_name: optionalText,
  /** Product SKU (tracking reduces it to its last 4 characters, docs/product/sales-and-orders.md). */
  sku: optionalText,
  billing_period: z.enum(BILLING_PERIODS),
  price: amount,
  currency: currencyCode,
  is_family_plan: z.boolean().default(false),
  seat_number: seatNumber,
});

export const checkoutDataResponseSchema = z.object({ data: checkoutDataSchema });

const addressSchema = z.object({
  workEmail: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  zipCode: optionalText,
  workPhone: optionalText,
  /** Country as the checkout stores it (name or ISO code). */
  country: optionalText,
  state: optionalText,
});

const orderSummarySchema = z.object({
  customerName: z.string(),
  customerAddress: addressSchema,
  customerShippingAddress: addressSchema.nullish().transform((address) => address ?? null),
  currency: currencyCode,
  /** Order total including tax. */
  price: amount,
  /** Tax part of {@link price}. */
  taxPrice: amount,
  subscriptions: z.array(
    z.object({
      id,
      subscriptionNumber: z.string().min(1),
      ratePlans: z.array(z.object({ productSku: z.string().min(1), ratePlanName: optionalText })),
    }),
  ),
  invoices: z.array(
    z.object({
      price: amount,
      taxPrice: amount,
      invoiceItems: z.array(
        z.object({
          subscriptionName: z.string(),
          productName: z.string().min(1),
          subscriptionId: id,
          /** Amount of this item, when upstream sends it (not always sent). */
          price: amount.nullish().transform((value) => value ?? null),
        }),
      ),
    }),
  ),
});

export const orderSummaryResponseSchema = z.object({ data: orderSummarySchema });

/** What a secure checkout link answers (docs/product/sales-and-orders.md; the shape is this project's design). */
export type CheckoutData = z.infer<typeof checkoutDataSchema>;
/** Buyer's address as the checkout stores it: personal data, never sent to the page. */
export type OrderAddress = z.infer<typeof addressSchema>;
/** An order summary (docs/product/sales-and-orders.md#order-confirmation), parsed: personal; never cached, never sent whole to the browser. */
export type OrderSummary = z.infer<typeof orderSummarySchema>;
