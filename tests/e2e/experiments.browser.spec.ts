import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { waitForHydration } from "./client-router";
import { bucketOf, EXPERIMENTS_COOKIE, variantForBucket, VISITOR_ID_COOKIE } from "../../app/domain/experiments/assignment";

/**
 * The home page's A/B experiment (`home-hero`, two variants at 50/50) as visitors meet it in a
 * real browser: fresh browsers that accept analytics are in their variant from the next page
 * on, on every page and in every language, the one their visitor id hashes to; visitors without
 * consent, under Global Privacy Control and crawlers see the control and get no cookie; the
 * exposure reaches the data layer and Segment after consent only, once per session.
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): none of it depends on the viewport.
 */

const CONTROL = "Control";
const HEADLINES: Record<string, string> = {
  Control: "Grow into the person you are becoming",
  "Daily steps": "Small daily steps. A life that feels like yours.",
};
const ARMS = [
  { id: "control", name: "Control", weight: 50 },
  { id: "daily-steps", name: "Daily steps", weight: 50 },
];

const tested = (page: Page) => page.locator("[data-experiment=home-hero]");
const variantOf = (page: Page) => tested(page).getAttribute("data-variant");
const impressions = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "experience_impression"),
  );
const experimentCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => [VISITOR_ID_COOKIE, EXPERIMENTS_COOKIE].includes(cookie.name));

async function fresh(browser: Browser, baseURL: string, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ baseURL, ...options });
  return { context, page: await context.newPage() };
}

test("fresh browsers that accept are split by their visitor id, and keep their variant on reload and in another language", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const seen = new Map<string, number>();
  for (let i = 0; i < 16; i += 1) {
    const { context, page } = await fresh(browser, baseURL!);
    await page.goto("/");
    expect(await variantOf(page)).toBe(CONTROL);
    await page.getByRole("button", { name: "Accept all" }).click();
    await page.reload();
    const variant = (await variantOf(page))!;
    const visitorId = (await context.cookies()).find((cookie) => cookie.name === VISITOR_ID_COOKIE)?.value ?? "";
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    // The variant is the one the visitor id hashes to, in the server-rendered heading.
    const assigned = variantForBucket(ARMS, await bucketOf("home-hero", visitorId));
    expect(ARMS.find((arm) => arm.id === assigned)?.name).toBe(variant);
    await expect(page.locator("h1")).toHaveText(HEADLINES[variant]!);
    await page.reload();
    expect(await variantOf(page)).toBe(variant);
    await page.goto("/de");
    expect(await variantOf(page)).toBe(variant);
    seen.set(variant, (seen.get(variant) ?? 0) + 1);
    await context.close();
  }
  expect([...seen.keys()].sort()).toEqual(["Control", "Daily steps"]);
});

test("without consent, after a refusal, under Global Privacy Control and for crawlers: the control, and no experiment cookie", async ({ browser, baseURL }) => {
  const cases: { name: string; options?: Parameters<Browser["newContext"]>[0]; choose?: string }[] = [
    { name: "no choice" },
    { name: "refused", choose: "Reject all" },
    { name: "Sec-GPC: 1 (then Accept all)", options: { extraHTTPHeaders: { "Sec-GPC": "1" } }, choose: "Accept all" },
    { name: "Googlebot", options: { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } },
  ];
  for (const { name, options, choose } of cases) {
    const { context, page } = await fresh(browser, baseURL!, options);
    for (let i = 0; i < 6; i += 1) {
      await page.goto(i % 2 === 0 ? "/" : "/de");
      expect(await variantOf(page), name).toBe(CONTROL);
      if (choose && i === 0) await page.getByRole("button", { name: choose }).click();
    }
    expect(await impressions(page), name).toEqual([]);
    // Under the header alone the browser may still write its cookie: the server never reads it then.
    if (!options?.extraHTTPHeaders) expect(await experimentCookies(context), name).toEqual([]);
    await context.close();
  }
});

/**
 * The Segment calls of `type` (`page`) or event made from pages whose address carries `probe`:
 * their properties, one per message (analytics.js delivers at least once: a call in flight when
 * the page unloads is sent again from its queue with the same `messageId`, which Segment dedupes).
 */
async function segmentCalls(page: Page, probe: string, kind: string) {
  const calls = (await (await page.request.get("/__sandbox/segment-calls")).json()) as {
    body: {
      type?: string;
      event?: string;
      messageId?: string;
      properties?: Record<string, unknown> & { url?: string };
      context?: { page?: { search?: string } };
    };
  }[];
  const messages = new Set<string>();
  return calls
    .filter((call) => (call.body.type === kind || call.body.event === kind) && call.body.context?.page?.search?.includes(probe))
    .filter((call) => !messages.has(call.body.messageId ?? "") && messages.add(call.body.messageId ?? ""))
    .map((call) => ({ ...call.body.properties, url: String(call.body.properties?.url ?? "") }))
    .map(({ url, ...properties }) => (kind === "page" ? { url } : properties)) as (Record<string, unknown> & { url: string })[];
}

/** A visitor id (set before consent, as one kept from an earlier visit would be) that hashes to `variant`. */
async function visitorIn(variant: string): Promise<string> {
  for (let i = 0; ; i += 1) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    if (variantForBucket(ARMS, await bucketOf("home-hero", id)) === variant) return id;
  }
}

for (const arm of ARMS) {
  test(`the exposure of a visitor in ${arm.name}: after consent only, on the first page in their variant, once per browser session`, async ({
    browser,
    baseURL,
  }) => {
    const probe = `exp${arm.id}${Date.now()}`;
    const { context, page } = await fresh(browser, baseURL!);
    await context.addCookies([{ name: VISITOR_ID_COOKIE, value: await visitorIn(arm.id), url: baseURL! }]);
    const impression = { event: "experience_impression", exp_variant_string: `BP-home-hero-${arm.id}` };
    await page.goto(`/?probe=${probe}`);
    // The banner is up: the page has read that there is no choice yet, and has reported nothing.
    await expect(page.getByRole("button", { name: "Accept all" })).toBeVisible();
    expect(await impressions(page)).toEqual([]);
    await page.getByRole("button", { name: "Accept all" }).click();
    if (arm.id === "control") {
      // Shown the control, which is their variant: this page is the exposure.
      await expect.poll(() => impressions(page)).toEqual([impression]);
      await page.reload();
    } else {
      // Shown the control, which is not their variant: no exposure until the next page shows theirs.
      await page.reload();
      expect(await variantOf(page)).toBe(arm.name);
      await expect.poll(() => impressions(page)).toEqual([impression]);
    }
    await expect
      .poll(() => segmentCalls(page, probe, "Experiment Viewed"))
      .toEqual([{ experiment_id: "home-hero", experiment_name: "Home hero headline", variation_id: arm.id, variation_name: arm.name }]);
    // Once per session: later views, in any language, send nothing more (each checked once its page view reached Segment)…
    for (const path of [`/de?probe=${probe}`, `/?probe=${probe}&again=1`]) {
      await page.goto(path);
      expect(await variantOf(page)).toBe(arm.name);
      await expect.poll(async () => (await segmentCalls(page, probe, "page")).some((call) => call.url.endsWith(path))).toBe(true);
      expect(await impressions(page), path).toEqual([]);
    }
    // …until a new browser session.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect.poll(() => impressions(page)).toEqual([impression]);
    await expect.poll(async () => (await segmentCalls(page, probe, "Experiment Viewed")).length).toBe(2);
    await context.close();
  });
}

test("a client-side navigation shows the variant a document load shows", async ({ browser, baseURL }) => {
  const { context, page } = await fresh(browser, baseURL!);
  await context.addCookies([{ name: EXPERIMENTS_COOKIE, value: "home-hero:daily-steps", url: baseURL! }]);
  await page.goto("/programs/inner-compass");
  await waitForHydration(page);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.locator('[data-block="header"] a[href="/"]').first().click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(tested(page)).toHaveAttribute("data-variant", "Daily steps");
  await expect(page.locator("h1")).toHaveText(HEADLINES["Daily steps"]!);
  await context.close();
});
