import { expect, test, type APIRequestContext } from "@playwright/test";
import { visibleHtml } from "./html";

/** Sandbox subscription ids (sandbox/checkout/data.ts). */
const ORDERS = { usd: "8a3f12c07e5d4b9a", eur: "8a3f12c07e5d4b9b", multi: "8a3f12c07e5d4b9c", failing: "sandbox-fail-500", unknown: "0000000000000000" };

/** The texts of `wanted` that `body` lacks (short failure messages instead of a whole page). */
const missing = (body: string, wanted: readonly string[]) => wanted.filter((text) => !body.includes(text));
/** The texts of `unwanted` that `body` holds. */
const present = (body: string, unwanted: readonly string[]) => unwanted.filter((text) => body.includes(text));

const html = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
  const response = await request.get(path, { headers });
  const raw = await response.text();
  // `body` is what the page shows; `raw` also holds the loader data (privacy checks use it).
  return { status: response.status(), headers: response.headers(), body: visibleHtml(raw), raw };
};

test.describe("membership sales page", () => {
  test("shows both tiers with annual prices by default, per month and per day", async ({ request }) => {
    const page = await html(request, "/membership");
    expect(page.status).toBe(200);
    // Membership $299 a year → $24.92 a month, $0.82 a day; Pro $499 → $41.58, $1.37.
    expect(missing(page.body, ["Membership Pro", "$24.92", "$299 billed once a year", "$41.58", "$499 billed once a year", "That’s $1.37 a day"])).toEqual([]);
    // Duo $799 / 2 = $399.50 a year per person → $33.29 a month; Family $1,199 / 5 → $19.98.
    expect(missing(page.body, ["$33.29"])).toEqual([]);
    expect(missing(page.body, ["$19.98"])).toEqual([]);
    expect(/aria-current="page"[^>]*>Annually/.test(page.body)).toBe(true);
  });

  test("switches to monthly prices with a plain link (no JavaScript needed)", async ({ request }) => {
    const annual = await html(request, "/membership");
    expect(/href="\/membership\?period=monthly"/.test(annual.body)).toBe(true);
    const monthly = await html(request, "/membership?period=monthly");
    expect(monthly.status).toBe(200);
    expect(missing(monthly.body, ["$39", "$39 billed every month", "$59 billed every month", "$44.50", "$25.80"])).toEqual([]);
    expect(present(monthly.body, ["billed once a year"])).toEqual([]);
    expect(/aria-current="page"[^>]*>Monthly/.test(monthly.body)).toBe(true);
  });

  test("checkout buttons carry only validated secure checkout links", async ({ request }) => {
    const { body } = await html(request, "/membership");
    const links = [...body.matchAll(/href="(https:\/\/[^"]+)"/g)].map((m) => m[1] ?? "").filter((href) => href.includes("/checkout/"));
    expect(links).toEqual(expect.arrayContaining(["https://secure.brightpath.example/checkout/membership-pro/individual/annually"]));
    for (const link of links) expect(link).toMatch(/^https:\/\/secure\.brightpath\.example\/checkout\//);
  });

  test("when tiers cannot be fetched the cards are hidden, the page stays and the failure is an event", async ({ request }) => {
    // With a session cookie (of no session) the page is rendered now, not answered from the page
    // cache, whose copy (and its event) may come from another test long before.
    const page = await html(request, "/lab/tiers-down", { cookie: "__Host-session=no-such-session" });
    expect(page.status).toBe(200);
    expect(missing(page.body, ["When the checkout API is down"])).toEqual([]);
    expect(missing(page.body, ["Back to the membership page"])).toEqual([]);
    expect(present(page.body, ['data-block="membership_cards"'])).toEqual([]);
    expect(present(page.body, ['data-block="plan_card"'])).toEqual([]);
    await expect
      .poll(async () => {
        const events = (await (await request.get("/__sandbox/events?dataset=tier%20fetch%20failed")).json()) as { data: { productIds?: string } }[];
        return events.some((event) => event.data.productIds === "sandbox-fail-500");
      })
      .toBe(true);
  });
});

test.describe("order confirmation", () => {
  test("renders a sandbox order from ?PSubscriptionID=, privately, without address, phone or email", async ({ request }) => {
    const page = await html(request, `/membership/thank-you?PSubscriptionID=${ORDERS.usd}`);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(missing(page.body, ["Thank you, Jordan!", "Membership Pro", "$499", "$51.15", "$550.15", "A-S00012345"])).toEqual([]);
    expect(present(page.raw, ["Avery", "jordan.avery", "mail.example", "206 555", "98101"])).toEqual([]);
  });

  test("shows EUR orders in the page's language", async ({ request }) => {
    const { body } = await html(request, `/de/membership/thank-you?PSubscriptionID=${ORDERS.eur}`);
    expect(missing(body, ["Danke, Lena!"])).toEqual([]);
    expect(missing(body.replace(/\u00a0/g, " "), ["46,41 EUR"])).toEqual([]);
  });

  test("lists every item of a multi-item order", async ({ request }) => {
    const { body } = await html(request, `/membership/thank-you?PSubscriptionID=${ORDERS.multi}`);
    expect(missing(body, ["Family plan · 5 people", "Annual plan · gift", "$1,619.68", "A-S00012347", "A-S00012348"])).toEqual([]);
  });

  for (const [name, id] of [
    ["an unknown", ORDERS.unknown],
    ["a failing", ORDERS.failing],
  ] as const) {
    test(`${name} subscription id shows the friendly message with the support contact, status 200`, async ({ request }) => {
      const page = await html(request, `/membership/thank-you?PSubscriptionID=${id}`);
      expect(page.status).toBe(200);
      expect(missing(page.body, ["Your order is safe, but we cannot show it right now"])).toEqual([]);
      expect(missing(page.body, ["mailto:support@brightpath.example"])).toEqual([]);
      expect(missing(page.body, ["Where to begin"])).toEqual([]);
    });
  }

  test("without a subscription id the page says there is no order", async ({ request }) => {
    const page = await html(request, "/membership/thank-you");
    expect(page.status).toBe(200);
    expect(missing(page.body, ["No order to show"])).toEqual([]);
  });
});

test.describe("POST /storyblok-api/order-summary", () => {
  const post = (request: APIRequestContext, data: string, headers: Record<string, string> = {}) =>
    request.post("/storyblok-api/order-summary", { data, headers: { "Content-Type": "application/json", ...headers } });

  test("answers the public order summary as JSON", async ({ request }) => {
    const response = await post(request, JSON.stringify({ subscriptionId: ORDERS.usd }), { "Sec-Fetch-Site": "same-origin" });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ firstName: "Jordan", currency: "USD", price: 550.15, taxPrice: 51.15 });
    expect(JSON.stringify(body)).not.toMatch(/Avery|mail\.example|555|98101/);
  });

  for (const [name, data, headers, status] of [
    ["bad JSON", "{", {}, 400],
    ["a bad body", JSON.stringify({ id: ORDERS.usd }), {}, 400],
    ["an unknown id", JSON.stringify({ subscriptionId: ORDERS.unknown }), {}, 404],
    ["an upstream failure", JSON.stringify({ subscriptionId: ORDERS.failing }), {}, 502],
    ["a cross-site request", JSON.stringify({ subscriptionId: ORDERS.usd }), { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }, 403],
    ["a form post", `subscriptionId=${ORDERS.usd}`, { "Content-Type": "application/x-www-form-urlencoded" }, 415],
  ] as const) {
    test(`answers ${name} with ${status} and a reason`, async ({ request }) => {
      const response = await post(request, data, headers);
      expect(response.status()).toBe(status);
      expect(((await response.json()) as { error?: string }).error).toBeTruthy();
    });
  }

  test("answers GET with 405", async ({ request }) => {
    expect((await request.get("/storyblok-api/order-summary")).status()).toBe(405);
  });
});
