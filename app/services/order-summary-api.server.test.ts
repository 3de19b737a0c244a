import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutHandlers } from "../../sandbox/checkout/handler";
import { SANDBOX_ORDERS } from "../../sandbox/checkout/data";
import { getEnv } from "~/env.server";
import { reportError } from "./error-reporting.server";
import { MAX_BODY_BYTES, orderSummaryResponse } from "./order-summary-api.server";

vi.mock("./error-reporting.server", () => ({ reportError: vi.fn() }));

const server = setupServer(...checkoutHandlers(getEnv().CHECKOUT_API_URL, getEnv().SECURE_CHECKOUT_HOST));
beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }));
afterAll(() => server.close());
beforeEach(() => vi.mocked(reportError).mockClear());

const URL_ = "http://localhost:3000/storyblok-api/order-summary";
const post = (body: string, headers: Record<string, string> = {}) =>
  orderSummaryResponse(new Request(URL_, { method: "POST", body, headers: { "content-type": "application/json", ...headers } }));

describe("POST /storyblok-api/order-summary", () => {
  it("answers the public summary of a sandbox order, never cached", async () => {
    const response = await post(JSON.stringify({ subscriptionId: SANDBOX_ORDERS.usd }), { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ firstName: "Jordan", currency: "USD", price: 550.15, taxPrice: 51.15 });
    const text = JSON.stringify(body);
    for (const personal of ["Avery", "mail.example", "555", "98101", "workEmail", "workPhone", "customerAddress"]) expect(text).not.toContain(personal);
  });

  it.each([
    ["bad JSON", "{subscriptionId:", 400, /not valid JSON/],
    ["an array", "[]", 400, /body: Expected object/],
    ["a missing id", "{}", 400, /subscriptionId is required/],
    ["a number id", '{"subscriptionId":42}', 400, /subscriptionId: Expected string/],
    ["a malformed id", '{"subscriptionId":"../x"}', 400, /letters, digits or dashes/],
    ["an extra field", `{"subscriptionId":"${SANDBOX_ORDERS.usd}","email":"x"}`, 400, /Unrecognized key/],
    ["an oversize body", JSON.stringify({ subscriptionId: "a".repeat(MAX_BODY_BYTES) }), 413, /larger than/],
    ["an unknown id", '{"subscriptionId":"0000000000000000"}', 404, /No order/],
  ])("answers %s with %s and a reason", async (_name, body, status, reason) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(vi.mocked(reportError)).not.toHaveBeenCalled();
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
  });

  it("answers 502 and reports to error reporting when the checkout API fails", async () => {
    const response = await post(JSON.stringify({ subscriptionId: SANDBOX_ORDERS.failing }));
    expect(response.status).toBe(502);
    expect(vi.mocked(reportError)).toHaveBeenCalledWith(
      expect.objectContaining({ operation: "order-summary", failure: "http", status: 500 }),
      expect.objectContaining({ route: "order-summary-api", subscriptionId: SANDBOX_ORDERS.failing }),
    );
  });

  it.each([
    ["a cross-site fetch", { "sec-fetch-site": "cross-site" }, 403],
    ["a same-site (other subdomain) fetch", { "sec-fetch-site": "same-site" }, 403],
    ["another Origin", { origin: "https://evil.example" }, 403],
    ["the site's own Origin", { origin: new URL(getEnv().SITE_URL).origin, "sec-fetch-site": "same-origin" }, 200],
  ])("checks the origin: %s → %s", async (_name, headers, status) => {
    expect((await post(JSON.stringify({ subscriptionId: SANDBOX_ORDERS.eur }), headers)).status).toBe(status);
  });

  it("needs a JSON content type (a cross-site form cannot send one without a preflight)", async () => {
    const response = await post(`subscriptionId=${SANDBOX_ORDERS.usd}`, { "content-type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
  });

  it("answers 405 to other methods", async () => {
    const response = await orderSummaryResponse(new Request(URL_));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
