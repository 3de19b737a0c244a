/**
 * Conversion tracking of a completed order (SPEC §4, §7, §9; issue "Membership sales" point 7):
 * the `Order Completed` payload, and the hash that lets the browser send it only once per
 * order (a reload of the confirmation page does not count a second sale). Pure, runs in the
 * browser and on the server (Web Crypto).
 */

/** Tracking location when the order has none (SPEC §9). */
export const FALLBACK_LOCATION = { city: "Kuala Lumpur", country: "MY", state: "KL" } as const;

/** Characters of a product SKU that tracking keeps: the last 4 (SPEC §9). */
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
   * `?PSubscriptionID=` (SPEC §2, §9): used when the order names no country. Optional.
   */
  visitor?: { country: string; state: string | null; city: string | null } | null;
}

export interface OrderCompletedPayload {
  order_id: string;
  currency: string;
  total: number;
  revenue: number;
  tax: number;
  /** Always 0 (SPEC §9). */
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
 * The `Order Completed` event of an order (SPEC §7): SKUs cut to 4 characters, shipping 0; its
 * location is the order's country, else the visitor's (location lookup), else Kuala Lumpur
 * (SPEC §9).
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

/** SHA-256 of the payload's stable JSON, hex (SPEC §9 "Hash helper sha256"). */
export async function payloadHash(payload: unknown): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(stableJson(payload)));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Storage key of the last tracked order's hash in the browser. */
export const LAST_ORDER_HASH_KEY = "order-completed-hash";

/**
 * Whether to send the event (SPEC §4): only when its hash differs from the last one stored.
 * Returns the hash to store after sending, or null to skip.
 */
export async function hashToSend(payload: OrderCompletedPayload, lastStored: string | null): Promise<string | null> {
  const hash = await payloadHash(payload);
  return hash === lastStored ? null : hash;
}
