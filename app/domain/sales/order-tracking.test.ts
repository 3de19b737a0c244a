import { describe, expect, it } from "vitest";
import { FALLBACK_LOCATION, hashToSend, orderCompletedPayload, payloadHash, skuSuffix, stableJson, type TrackedOrder } from "./order-tracking";

const order: TrackedOrder = {
  orderId: "A-S00012345",
  currency: "USD",
  price: 539.0,
  taxPrice: 40,
  country: "US",
  state: "OR",
  items: [{ sku: "SKU-MEMBERSHIP-ANNUAL-0042", name: "Membership", price: 499 }],
};

describe("Order Completed payload", () => {
  it("cuts SKUs to their last 4 characters and never charges shipping", () => {
    const payload = orderCompletedPayload(order);
    expect(payload.products).toEqual([{ product_id: "0042", sku: "0042", name: "Membership", price: 499, quantity: 1 }]);
    expect(payload.shipping).toBe(0);
    expect(payload).toMatchObject({ total: 539, tax: 40, revenue: 499, currency: "USD", country: "US", state: "OR" });
  });

  it("takes the visitor's country (location lookup) when the order has none", () => {
    const payload = orderCompletedPayload({ ...order, country: null, state: null, visitor: { country: "DE", state: "Berlin", city: "Berlin" } });
    expect(payload).toMatchObject({ city: "Berlin", country: "DE", state: "Berlin" });
  });

  it("keeps the order's own country before the visitor's", () => {
    expect(orderCompletedPayload({ ...order, visitor: { country: "DE", state: null, city: null } })).toMatchObject({ country: "US", state: "OR" });
  });

  it("falls back to Kuala Lumpur, MY, KL when neither the order nor the visitor has a country", () => {
    const payload = orderCompletedPayload({ ...order, country: null, state: null, visitor: null });
    expect(payload).toMatchObject({ city: "Kuala Lumpur", country: "MY", state: "KL" });
    expect(FALLBACK_LOCATION).toEqual({ city: "Kuala Lumpur", country: "MY", state: "KL" });
  });

  it.each([
    ["ABCDEFGH", "EFGH"],
    ["XYZ", "XYZ"],
    ["", ""],
  ])("skuSuffix(%j) = %j", (sku, expected) => expect(skuSuffix(sku)).toBe(expected));
});

describe("once per order", () => {
  it("hashes equal payloads equally whatever their key order", async () => {
    expect(stableJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
    expect(await payloadHash({ a: 1, b: 2 })).toBe(await payloadHash({ b: 2, a: 1 }));
    expect(await payloadHash({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });

  it("sends the first time, skips a reload, sends a different order", async () => {
    const payload = orderCompletedPayload(order);
    const first = await hashToSend(payload, null);
    expect(first).not.toBeNull();
    expect(await hashToSend(payload, first)).toBeNull();
    expect(await hashToSend(orderCompletedPayload({ ...order, orderId: "A-S00099999" }), first)).not.toBeNull();
  });
});
