import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkoutCalls, checkoutHandlers } from "../../sandbox/checkout/handler";
import { FAILING_PRODUCT_ID, SANDBOX_ORDERS, SANDBOX_PRODUCTS } from "../../sandbox/checkout/data";
import { honeycombHandlers, recordedEvents } from "../../sandbox/honeycomb";
import { clearCache } from "./cache.server";
import {
  CheckoutError,
  fetchCheckoutData,
  fetchOrderSummary,
  fetchTiers,
  fetchTiersOrNull,
  INVALID_CHECKOUT_LINK,
  publicOrderSummary,
  validateCheckoutLink,
} from "./checkout.server";
import { getEnv } from "~/env.server";
import { flushEvents } from "./events.server";

const API = getEnv().CHECKOUT_API_URL;
const HOST = getEnv().SECURE_CHECKOUT_HOST;
const server = setupServer(...checkoutHandlers(API, HOST), ...honeycombHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }));
beforeEach(() => {
  clearCache();
  Object.assign(checkoutCalls, { tiers: 0, orderSummary: 0, checkoutData: 0 });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Makes every tiers call answer `status` with `body`. */
const tiersAnswer = (status: number, body: unknown = { error: "x" }) =>
  server.use(http.get(`${API}/v2/api/tiers`, () => HttpResponse.json(body as Record<string, unknown>, { status })));

describe("fetchTiers", () => {
  it("parses both sandbox tiers in the order asked, decimal strings as numbers", async () => {
    const tiers = await fetchTiers([SANDBOX_PRODUCTS.pro, SANDBOX_PRODUCTS.membership]);
    expect(tiers.map((tier) => tier.product_name)).toEqual(["Membership Pro", "Membership"]);
    expect(tiers[0]?.charge_plans).toContainEqual({ billing_period: "Monthly", price: 129, is_family_plan: true, seat_number: 4 });
    expect(tiers[1]?.charge_plans).toHaveLength(6);
  });

  it("caches per set of ids, whatever their order or repeats", async () => {
    await fetchTiers([SANDBOX_PRODUCTS.membership, SANDBOX_PRODUCTS.pro]);
    await fetchTiers([SANDBOX_PRODUCTS.pro, SANDBOX_PRODUCTS.membership, SANDBOX_PRODUCTS.pro]);
    expect(checkoutCalls.tiers).toBe(1);
    await fetchTiers([SANDBOX_PRODUCTS.pro]);
    expect(checkoutCalls.tiers).toBe(2);
  });

  it("leaves out ids the API does not know", async () => {
    await expect(fetchTiers(["prod-unknown", SANDBOX_PRODUCTS.membership])).resolves.toHaveLength(1);
  });

  it.each([
    ["no ids", []],
    ["a blank id", ["  "]],
    ["a comma inside an id", ["a,b"]],
    ["an id with a slash", ["../x"]],
    ["too many ids", Array.from({ length: 21 }, (_, i) => `p${i}`)],
  ])("refuses %s before any call", async (_name, ids) => {
    await expect(fetchTiers(ids)).rejects.toMatchObject({ operation: "tiers", failure: "invalid" });
    expect(checkoutCalls.tiers).toBe(0);
  });

  it.each([
    ["HTTP 500", () => tiersAnswer(500), "http", 500],
    ["HTTP 404", () => tiersAnswer(404), "not-found", 404],
    ["HTTP 401", () => tiersAnswer(401), "http", 401],
    ["a body that is not JSON", () => server.use(http.get(`${API}/v2/api/tiers`, () => new HttpResponse("<html>", { status: 200 }))), "parse", 200],
    [
      "a wrong shape",
      () => tiersAnswer(200, { data: [{ product_id: "x", product_name: "X", charge_plans: [{ billing_period: "Weekly", price: 1, is_family_plan: false }] }] }),
      "parse",
      200,
    ],
    [
      "a negative price",
      () =>
        tiersAnswer(200, { data: [{ product_id: "x", product_name: "X", charge_plans: [{ billing_period: "Monthly", price: -1, is_family_plan: false }] }] }),
      "parse",
      200,
    ],
    ["a network error", () => server.use(http.get(`${API}/v2/api/tiers`, () => HttpResponse.error())), "network", undefined],
  ])("turns %s into one CheckoutError", async (_name, arrange, failure, status) => {
    arrange();
    const error = await fetchTiers([SANDBOX_PRODUCTS.membership]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error).toMatchObject({ operation: "tiers", failure, status });
  });

  it(
    "gives up after its timeout",
    async () => {
      server.use(
        http.get(`${API}/v2/api/tiers`, async () => {
          await delay(getEnv().CHECKOUT_TIMEOUT_MS + 1_000);
          return HttpResponse.json({ data: [] });
        }),
      );
      await expect(fetchTiers([SANDBOX_PRODUCTS.membership])).rejects.toMatchObject({ failure: "timeout" });
    },
    getEnv().CHECKOUT_TIMEOUT_MS + 5_000,
  );
});

describe("fetchTiersOrNull (a tier fetch failure is logged as an event, not shown)", () => {
  it("answers null and sends a `tier fetch failed` event with the ids and the block", async () => {
    await expect(fetchTiersOrNull([FAILING_PRODUCT_ID], { block: "plan_card", uid: "u-1" })).resolves.toBeNull();
    await flushEvents();
    const event = recordedEvents().findLast((e) => e.dataset === "tier fetch failed");
    expect(event?.data).toMatchObject({ productIds: FAILING_PRODUCT_ID, failure: "http", status: 500, block: "plan_card", uid: "u-1" });
  });

  it("answers the tiers when the API works", async () => {
    await expect(fetchTiersOrNull([SANDBOX_PRODUCTS.pro])).resolves.toEqual([expect.objectContaining({ product_name: "Membership Pro" })]);
  });
});

describe("validateCheckoutLink", () => {
  const host = "secure.example.com";
  it.each([
    ["https://secure.example.com", true],
    ["https://secure.example.com/", true],
    ["https://secure.example.com/checkout/pro?plan=annual#pay", true],
    ["https://SECURE.example.com/checkout", true],
    ["https://secure.example.com?coupon=A1", true],
    ["http://secure.example.com/checkout", false],
    ["https://other.example.com/checkout", false],
    ["https://secure.example.com.evil.io/checkout", false],
    ["https://secure.example.comevil.io/", false],
    ["https://evil-secure.example.com/", false],
    ["https://secure.example.com@evil.io/", false],
    ["https://secure.example.com:443@evil.io/", false],
    ["https://secure.example.com:8443/checkout", false],
    ["https://evil.io/secure.example.com/checkout", false],
    ["https://evil.io/?https://secure.example.com/", false],
    ["javascript:alert(1)//https://secure.example.com/", false],
    ["JavaScript://secure.example.com/%0Aalert(1)", false],
    ["data:text/html,https://secure.example.com", false],
    ["//secure.example.com/checkout", false],
    [" https://secure.example.com/", false],
    ["https://secure.example.com/\\evil", false],
    ["https://secure.example.com/\tcheckout", false],
    ["", false],
  ])("%j → valid %s", (link, valid) => {
    const result = validateCheckoutLink(link, host);
    expect(result).toEqual(valid ? { success: true, link } : { success: false, error: "Invalid checkout link format" });
  });

  it.each([null, undefined, 42, {}, ["https://secure.example.com/"]])("refuses the non-string %j", (value) => {
    expect(validateCheckoutLink(value, host)).toEqual({ success: false, error: INVALID_CHECKOUT_LINK });
  });

  it("accepts a configured host with its port", () => {
    expect(validateCheckoutLink("https://secure.example.com:8443/x", "secure.example.com:8443").success).toBe(true);
  });

  it("refuses links longer than 2048 characters", () => {
    expect(validateCheckoutLink(`https://secure.example.com/${"a".repeat(2048)}`, host).success).toBe(false);
  });
});

describe("fetchCheckoutData", () => {
  const link = `https://${HOST}/checkout/membership-pro/individual/annually`;

  it("fetches a valid link's checkout data, cached per link", async () => {
    const result = await fetchCheckoutData(link);
    expect(result).toEqual({
      success: true,
      link,
      data: expect.objectContaining({ product_name: "Membership Pro", price: 499, currency: "USD", billing_period: "Annually" }),
    });
    await fetchCheckoutData(link);
    expect(checkoutCalls.checkoutData).toBe(1);
    await fetchCheckoutData(`https://${HOST}/checkout/membership/duo/monthly`);
    expect(checkoutCalls.checkoutData).toBe(2);
  });

  it.each([
    ["http", `http://${HOST}/checkout/membership/individual/annually`],
    ["another host", "https://evil.example/checkout/membership/individual/annually"],
    ["a look-alike host", `https://${HOST}.evil.example/checkout`],
    ["a look-alike prefix", `https://${HOST}-login.example/checkout`],
    ["credentials before another host", `https://${HOST}@evil.example/checkout`],
    ["javascript:", "javascript:alert(document.cookie)"],
    ["javascript: naming the host", `javascript://${HOST}/%0aalert(1)`],
    ["the host in the path", `https://evil.example/${HOST}/checkout`],
    ["the host in the query", `https://evil.example/?next=https://${HOST}/`],
    ["protocol-relative", `//${HOST}/checkout`],
    ["a backslash", `https://${HOST}\\@evil.example/`],
    ["a newline", `https://${HOST}/checkout\n`],
    ["not a string", 42],
  ])("refuses %s without fetching", async (_name, hostile) => {
    await expect(fetchCheckoutData(hostile)).resolves.toEqual({ success: false, error: INVALID_CHECKOUT_LINK });
    expect(checkoutCalls.checkoutData).toBe(0);
  });

  it("answers success false with the message when the fetch fails", async () => {
    await expect(fetchCheckoutData(`https://${HOST}/checkout/unknown`)).resolves.toEqual({ success: false, error: "checkout checkout-data: HTTP 404" });
    server.use(http.get(`https://${HOST}/*`, () => HttpResponse.json({ data: { product_id: "x" } })));
    const parsed = await fetchCheckoutData(`https://${HOST}/checkout/other`);
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.error).toMatch(/^checkout checkout-data: .*product_name/);
  });
});

describe("fetchOrderSummary and publicOrderSummary", () => {
  it("parses the USD order with tax", async () => {
    const order = await fetchOrderSummary(SANDBOX_ORDERS.usd);
    expect(order).toMatchObject({ currency: "USD", price: 550.15, taxPrice: 51.15, customerName: "Jordan Avery" });
  });

  it("parses amounts sent as decimal strings (the EUR order)", async () => {
    await expect(fetchOrderSummary(SANDBOX_ORDERS.eur)).resolves.toMatchObject({ currency: "EUR", price: 46.41, taxPrice: 7.41 });
  });

  it("keeps every item of a multi-item order and no personal details in the public projection", async () => {
    const order = publicOrderSummary(await fetchOrderSummary(SANDBOX_ORDERS.multi));
    expect(order.items.map((item) => item.productName)).toEqual(["Membership Pro", "Membership"]);
    expect(order.subscriptions.map((s) => s.subscriptionNumber)).toEqual(["A-S00012347", "A-S00012348"]);
    expect(order).toMatchObject({ firstName: "Sam", country: null, state: null });
    const text = JSON.stringify(order);
    for (const secret of ["Okoro", "@", "555", "00000", "workEmail", "workPhone", "zipCode"]) expect(text).not.toContain(secret);
  });

  it.each([
    ["an unknown id", "0000000000000000", "not-found", 404],
    ["an upstream failure", SANDBOX_ORDERS.failing, "http", 500],
  ])("rejects %s", async (_name, id, failure, status) => {
    await expect(fetchOrderSummary(id)).rejects.toMatchObject({ operation: "order-summary", failure, status });
  });

  it.each(["", "a b", "../etc/passwd", "x".repeat(65), "id?x=1"])("refuses the malformed id %j before any call", async (id) => {
    await expect(fetchOrderSummary(id)).rejects.toMatchObject({ failure: "invalid" });
    expect(checkoutCalls.orderSummary).toBe(0);
  });

  it("is never cached (personal data)", async () => {
    await fetchOrderSummary(SANDBOX_ORDERS.usd);
    await fetchOrderSummary(SANDBOX_ORDERS.usd);
    expect(checkoutCalls.orderSummary).toBe(2);
  });
});
