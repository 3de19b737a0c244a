import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { waitForHydration } from "./client-router";

/**
 * The membership sales page in a browser: the billing switch, and the analytics of the way to checkout and of the confirmation.
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): what it checks does not depend on the viewport, and the
 * layout project loads its pages at 375 and 1280 px.
 */

/** Sandbox subscription ids (sandbox/checkout/data.ts). */
const ORDERS = { usd: "8a3f12c07e5d4b9a", eur: "8a3f12c07e5d4b9b", multi: "8a3f12c07e5d4b9c" };

interface SegmentCall {
  type: string;
  body: { type?: string; event?: string; anonymousId?: string; properties?: Record<string, unknown> };
}

/** Segment calls the sandbox received from this browser context (other tests share the server). */
async function segmentCalls(request: APIRequestContext, anonymousId: string): Promise<SegmentCall["body"][]> {
  const calls = (await (await request.get("/__sandbox/segment-calls")).json()) as SegmentCall[];
  return calls.map((call) => call.body).filter((body) => body.anonymousId === anonymousId);
}

/** Segment's anonymous id of this browser context, once analytics have loaded. */
async function anonymousId(context: BrowserContext): Promise<string> {
  let id = "";
  await expect
    .poll(async () => {
      const cookie = (await context.cookies()).find((c) => c.name === "ajs_anonymous_id");
      id = cookie ? decodeURIComponent(cookie.value).replace(/"/g, "") : "";
      return id;
    })
    .not.toBe("");
  return id;
}

const acceptConsent = (context: BrowserContext, baseURL: string | undefined) =>
  context.addCookies([{ name: "analytics_consent", value: "accepted", url: baseURL ?? "http://localhost" }]);

const hydrated = (page: Page) => waitForHydration(page);

test.describe("period switch", () => {
  test("switches to monthly prices in place with JavaScript", async ({ page }) => {
    await page.goto("/membership", { waitUntil: "networkidle" });
    await hydrated(page);
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    const periods = page.getByRole("navigation", { name: "Billing period" });
    await periods.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    const entries = await page.evaluate(() => history.length);
    await periods.getByRole("link", { name: /Monthly/ }).click();
    await expect(page).toHaveURL(/\?period=monthly$/);
    await expect(page.getByText("$39 billed every month")).toBeVisible();
    await expect(periods.getByRole("link", { name: /Monthly/ })).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    // The switch stays where the visitor is and replaces the history entry.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await periods.getByRole("link", { name: /Annually/ }).click();
    await expect(page.getByText("$299 billed once a year")).toBeVisible();
  });

  test("switches with the keyboard and keeps the focus on the switch", async ({ page }) => {
    await page.goto("/membership", { waitUntil: "networkidle" });
    await hydrated(page);
    const monthly = page.getByRole("navigation", { name: "Billing period" }).getByRole("link", { name: /Monthly/ });
    await monthly.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("$39 billed every month")).toBeVisible();
    await expect(monthly).toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("switches to monthly prices through the link", async ({ page }) => {
      await page.goto("/membership");
      await expect(page.getByText("$499 billed once a year")).toBeVisible();
      await page
        .getByRole("navigation", { name: "Billing period" })
        .getByRole("link", { name: /Monthly/ })
        .click();
      await expect(page).toHaveURL(/\?period=monthly$/);
      await expect(page.getByText("$59 billed every month")).toBeVisible();
    });
  });
});

test("the sales page sends view_item, and add_to_cart on the way to checkout", async ({ page, context, request, baseURL }) => {
  await acceptConsent(context, baseURL);
  await context.route("https://secure.brightpath.example/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Secure checkout</title><h1>Checkout</h1>" }),
  );
  await page.goto("/membership", { waitUntil: "networkidle" });
  const id = await anonymousId(context);
  await expect
    .poll(async () =>
      (await segmentCalls(request, id)).some((call) => call.event === "view_item" && JSON.stringify(call.properties).includes("prod-membership-pro")),
    )
    .toBe(true);
  await page.locator('[data-plan="prod-membership-pro:individual:Annually"]').getByRole("link", { name: "Get started" }).click();
  await expect(page).toHaveURL("https://secure.brightpath.example/checkout/membership-pro/individual/annually");
  await expect
    .poll(async () => (await segmentCalls(request, id)).find((call) => call.event === "add_to_cart")?.properties)
    .toMatchObject({ currency: "USD", value: 499, items: [{ item_id: "prod-membership-pro", item_variant: "individual-annually" }] });
});

test("the confirmation fires Order Completed and the affiliate pixel once across two loads", async ({ page, context, request, baseURL }) => {
  const affiliate = `e2e-${test.info().project.name}-${Date.now()}`;
  await context.addCookies([{ name: "cake_request_id", value: affiliate, url: baseURL ?? "http://localhost" }]);
  await page.goto(`/membership/thank-you?PSubscriptionID=${ORDERS.usd}`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Jordan!" })).toBeVisible();
  await page
    .getByTestId("consent-banner")
    .getByRole("button", { name: /Accept/ })
    .click();
  const id = await anonymousId(context);
  const completed = async () => (await segmentCalls(request, id)).filter((call) => call.event === "Order Completed");
  await expect.poll(async () => (await completed()).length).toBe(1);
  expect((await completed())[0]?.properties).toMatchObject({
    order_id: "A-S00012345",
    currency: "USD",
    total: 550.15,
    tax: 51.15,
    revenue: 499,
    shipping: 0,
    country: "US",
    state: "WA",
    products: [{ sku: "0042", name: "Membership Pro", quantity: 1 }],
  });
  const pixels = async () =>
    ((await (await request.get("/__sandbox/cake-calls")).json()) as { r?: string; t?: string }[]).filter((call) => call.r === affiliate);
  await expect.poll(async () => (await pixels()).length).toBe(1);
  expect((await pixels())[0]).toMatchObject({ t: ORDERS.usd, p: "499.00" });

  // A reload is the same sale: analytics load again (a second page view) but send nothing more.
  await page.reload({ waitUntil: "networkidle" });
  await expect.poll(async () => (await segmentCalls(request, id)).filter((call) => call.type === "page").length).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1_000);
  expect(await completed()).toHaveLength(1);
  expect(await pixels()).toHaveLength(1);

  // Another order is another sale.
  await page.goto(`/membership/thank-you?PSubscriptionID=${ORDERS.eur}`, { waitUntil: "networkidle" });
  await expect.poll(async () => (await completed()).map((call) => call.properties?.order_id)).toEqual(["A-S00012345", "A-S00012346"]);
});

test("a failed affiliate pixel is reported as CAKE-conversion-failed; tracking falls back to Kuala Lumpur", async ({ page, context, request, baseURL }) => {
  // The order names no country and the location lookup knows no such visitor (sandbox: 404).
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "192.0.2.99" });
  await acceptConsent(context, baseURL);
  await context.addCookies([{ name: "cake_request_id", value: "sandbox-fail-500", url: baseURL ?? "http://localhost" }]);
  const before = ((await (await request.get("/__sandbox/events?dataset=conversion")).json()) as unknown[]).length;
  await page.goto(`/membership/thank-you?PSubscriptionID=${ORDERS.multi}`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Sam!" })).toBeVisible();
  const id = await anonymousId(context);
  await expect
    .poll(async () => (await segmentCalls(request, id)).find((call) => call.event === "Order Completed")?.properties)
    .toMatchObject({ country: "MY", state: "KL", city: "Kuala Lumpur", products: [{ sku: "0099" }, { sku: "0021" }] });
  await expect
    .poll(async () => {
      const events = (await (await request.get("/__sandbox/events?dataset=conversion")).json()) as { data: { name?: string } }[];
      return events.slice(before).some((event) => event.data.name === "CAKE-conversion-failed");
    })
    .toBe(true);
  await expect(page.getByText("Order summary")).toBeVisible();
});

test("an order without a country is tracked in the visitor's country (location lookup)", async ({ page, context, request, baseURL }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.20" }); // Berlin in the sandbox
  await acceptConsent(context, baseURL);
  await page.goto(`/membership/thank-you?PSubscriptionID=${ORDERS.multi}`, { waitUntil: "networkidle" });
  const id = await anonymousId(context);
  await expect
    .poll(async () => (await segmentCalls(request, id)).find((call) => call.event === "Order Completed")?.properties)
    .toMatchObject({ country: "DE", state: "Berlin", city: "Berlin" });
});
