/**
 * Conversion tracking of a completed order (docs/product/sales-and-orders.md#conversion-tracking):
 * the `Order Completed` payload, and the hash that lets the browser send it only once per
 * order (a reload of the confirmation page does not count a second sale). Pure, runs in the
 * browser and on the server (Web Crypto).
 */

/** Tracking location when the order has none (docs/product/sales-and-orders.md). */
export const FALLBACK_LOCATION = { city: "Kuala Lumpur", country: "MY", state: "KL" } as const;

/** Characters of a product SKU that tracking keeps: the last 4 (docs/product/sales-and-orders.md). */
export const SKU_LENGTH = 4;

/** The order facts tracking needs (a subset of the public order summary). Amounts in whole currency units. */
export interface TrackedOrder {
  orderId: string;
  currency: string;
  /** Total including tax. */
  price: number;
  taxPrice: number;
  country: string | null;
  state: string | null;
  items: { sku: string; name: string; price: number | null }[];
  /**
   * Where the visitor is, from the location lookup the confirmation page makes for
   * `?PSubscriptionID=` (docs/product/sales-and-orders.md): used when the order names no country. Optional.
   */
  visitor?: { country: string; state: string | null; city: string | null } | null;
}

export interface OrderCompletedPayload {
  order_id: string;
  currency: string;
  total: number;
  revenue: number;
  tax: number;
  /** Always 0 (docs/product/sales-and-orders.md). */
  shipping: 0;
  products: { product_id: string; sku: string; name: string; price: number | null; quantity: 1 }[];
  city: string | null;
  state: string | null;
  country: string;
}

/** The last {@link SKU_LENGTH} characters of a SKU (all of a shorter one). */
export function skuSuffix(sku: string): string {
  return sku.slice(-SKU_LENGTH);
}

/** Rounds to cents of the currency unit (2 decimals) without binary noise. */
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The `Order Completed` event of an order (docs/product/sales-and-orders.md): SKUs cut to 4 characters, shipping 0; its
 * location is the order's country, else the visitor's (location lookup), else Kuala Lumpur
 * (docs/product/sales-and-orders.md).
 */
export function orderCompletedPayload(order: TrackedOrder): OrderCompletedPayload {
  const located = order.country
    ? { city: null, state: order.state, country: order.country }
    : order.visitor
      ? { city: order.visitor.city, state: order.visitor.state, country: order.visitor.country }
      : FALLBACK_LOCATION;
  return {
    order_id: order.orderId,
    currency: order.currency,
    total: cents(order.price),
    revenue: cents(order.price - order.taxPrice),
    tax: cents(order.taxPrice),
    shipping: 0,
    products: order.items.map((item) => ({ product_id: skuSuffix(item.sku), sku: skuSuffix(item.sku), name: item.name, price: item.price, quantity: 1 })),
    ...located,
  };
}

/** JSON with object keys sorted, so equal payloads always give the same text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** SHA-256 of the payload's stable JSON, hex (docs/product/sales-and-orders.md). */
export async function payloadHash(payload: unknown): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(stableJson(payload)));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Storage key of the last tracked order's hash in the browser. */
export const LAST_ORDER_HASH_KEY = "order-completed-hash";

/**
 * Whether to send the event (docs/product/sales-and-orders.md): only when its hash differs from the last one stored.
 * Returns the hash to store after sending, or null to skip.
 */
export async function hashToSend(payload: OrderCompletedPayload, lastStored: string | null): Promise<string | null> {
  const hash = await payloadHash(payload);
  return hash === lastStored ? null : hash;
}
