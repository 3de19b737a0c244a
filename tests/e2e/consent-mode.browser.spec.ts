import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { CONSENT_COOKIE } from "../../app/analytics/consent";

/**
 * Google's Consent Mode and the banner's separate choices, as the tags see them: the data
 * layer in order (gtag commands as "consent default" / "consent update" with their values,
 * events by name), the data layer the tag manager found when it ran (the sandbox's stand-in
 * keeps it), and which scripts and calls went out (the tag manager's script, Segment's calls,
 * each stamped with the consent categories).
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): what it checks does not depend on the viewport, and the
 * layout project loads its pages at 375 and 1280 px.
 */

type Entry = { label: string; values?: Record<string, string> };

const DENIED = { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };
const ANALYTICS_ONLY = { ...DENIED, analytics_storage: "granted" };
const ADS_ONLY = { ad_storage: "granted", analytics_storage: "denied", ad_user_data: "granted", ad_personalization: "granted" };
const GRANTED = { ad_storage: "granted", analytics_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" };

/** Entries of a data layer, gtag commands (Arguments objects or arrays) by command and type. */
function label(entries: unknown[]): Entry[] {
  return entries.map((entry) => {
    if (Array.isArray(entry)) return { label: `${String(entry[0])} ${String(entry[1])}`, values: entry[2] as Record<string, string> };
    return { label: String((entry as { event?: unknown }).event ?? "?") };
  });
}

const dataLayer = async (page: Page) =>
  label(
    await page.evaluate(() =>
      JSON.parse(
        JSON.stringify(
          ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
            Object.prototype.toString.call(e) === "[object Arguments]" ? Array.from(e as ArrayLike<unknown>) : e,
          ),
        ),
      ),
    ),
  );
const gtmSaw = async (page: Page) =>
  label((await page.evaluate(() => (window as { __sandboxGtm?: { dataLayerAtLoad: unknown[] } }).__sandboxGtm?.dataLayerAtLoad)) ?? []);
const gtmLoaded = (page: Page) => page.evaluate(() => Boolean((window as { __sandboxGtm?: unknown }).__sandboxGtm));

/** The first data-layer entries: the default, then the update with `values`, before the tag manager's start. */
function expectConsentFirst(entries: Entry[], values: Record<string, string>) {
  expect(entries[0]).toEqual({ label: "consent default", values: { ...DENIED, wait_for_update: 500 } });
  expect(entries[1]).toEqual({ label: "consent update", values });
  const start = entries.findIndex((e) => e.label === "gtm.js");
  if (start !== -1) expect(start).toBeGreaterThan(1);
}

/** Segment calls made from pages whose address carries `probe`. */
async function segmentCalls(page: Page, probe: string) {
  const calls = (await (await page.request.get("/__sandbox/segment-calls")).json()) as {
    body: { type?: string; event?: string; context?: { page?: { search?: string }; consent?: { categoryPreferences?: Record<string, boolean> } } };
  }[];
  return calls.filter((call) => call.body.context?.page?.search?.includes(probe)).map((call) => call.body);
}

/** A fresh page at `path` with a probe of its own; records requests for the tag manager's script and to Segment. */
async function visit(page: Page, path = "/trainers") {
  const probe = `consent-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.includes("/__sandbox/gtm.js")) requests.push("gtm");
    if (url.includes("/__sandbox/segment/")) requests.push("segment");
  });
  await page.goto(`${path}?probe=${probe}`, { waitUntil: "networkidle" });
  await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThan(0);
  return { probe, requests };
}

const banner = (page: Page) => page.getByTestId("consent-banner");

async function chooseApart(page: Page, { analytics, ads }: { analytics: boolean; ads: boolean }) {
  await banner(page).locator("summary", { hasText: "Choose what to allow" }).click();
  await banner(page).getByRole("switch", { name: "Analytics" }).setChecked(analytics);
  await banner(page).getByRole("switch", { name: "Ads" }).setChecked(ads);
  await banner(page).getByRole("button", { name: "Save my choice" }).click();
  await expect(banner(page)).toHaveCount(0);
}

const storedChoice = async (context: BrowserContext) => decodeURIComponent((await context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value ?? "");

test("before any choice the data layer holds only the denied defaults, and nothing loads", async ({ page }) => {
  const { probe, requests } = await visit(page);
  await expect(banner(page)).toBeVisible();
  expect(await dataLayer(page)).toEqual([{ label: "consent default", values: { ...DENIED, wait_for_update: 500 } }]);
  expect(requests).toEqual([]);
  expect(await segmentCalls(page, probe)).toEqual([]);
});

test("Reject all: the update denies everything, nothing loads, and a returning visit is not asked again", async ({ page, context }) => {
  const { probe, requests } = await visit(page);
  await banner(page).getByRole("button", { name: "Reject all" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedChoice(context)).toBe('{"analytics":false,"ads":false}');
  await page.reload({ waitUntil: "networkidle" });
  await expect.poll(async () => (await dataLayer(page)).map((e) => e.label)).toEqual(["consent default", "consent update"]);
  expectConsentFirst(await dataLayer(page), DENIED);
  await expect(banner(page)).toHaveCount(0);
  expect(requests).toEqual([]);
  expect(await segmentCalls(page, probe)).toEqual([]);
});

test("analytics only: the update grants analytics storage alone before the tag manager; Segment runs without advertising", async ({ page, context }) => {
  const { probe, requests } = await visit(page);
  await chooseApart(page, { analytics: true, ads: false });
  expect(await storedChoice(context)).toBe('{"analytics":true,"ads":false}');
  await expect.poll(() => gtmLoaded(page)).toBe(true);
  expectConsentFirst(await gtmSaw(page), ANALYTICS_ONLY);
  expectConsentFirst(await dataLayer(page), ANALYTICS_ONLY);
  await expect.poll(async () => (await segmentCalls(page, probe)).some((call) => call.type === "page")).toBe(true);
  for (const call of await segmentCalls(page, probe)) expect(call.context?.consent?.categoryPreferences).toEqual({ Analytics: true, Advertising: false });
  expect(requests).toContain("gtm");
});

test("ads only: the update grants the three ad types alone; the tag manager loads, Segment does not", async ({ page, context }) => {
  const { probe, requests } = await visit(page);
  await chooseApart(page, { analytics: false, ads: true });
  expect(await storedChoice(context)).toBe('{"analytics":false,"ads":true}');
  await expect.poll(() => gtmLoaded(page)).toBe(true);
  expectConsentFirst(await gtmSaw(page), ADS_ONLY);
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual(["gtm"]);
  expect(await segmentCalls(page, probe)).toEqual([]);
});

test("Accept all: everything granted before the tag manager; Segment's events carry both categories", async ({ page, context }) => {
  const { probe } = await visit(page);
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  expect(await storedChoice(context)).toBe('{"analytics":true,"ads":true}');
  await expect.poll(() => gtmLoaded(page)).toBe(true);
  expectConsentFirst(await gtmSaw(page), GRANTED);
  await expect
    .poll(async () => (await segmentCalls(page, probe)).find((call) => call.type === "page")?.context?.consent?.categoryPreferences)
    .toEqual({ Analytics: true, Advertising: true });
});

test("a returning visitor's stored choice is an update before the tag manager runs; the single choice stored before counts as both", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent('{"analytics":true,"ads":false}'), url: baseURL! }]);
  await visit(page);
  await expect.poll(() => gtmLoaded(page)).toBe(true);
  expectConsentFirst(await gtmSaw(page), ANALYTICS_ONLY);
  await expect(banner(page)).toHaveCount(0);

  const legacy = await context.browser()!.newContext();
  await legacy.addCookies([{ name: CONSENT_COOKIE, value: "accepted", url: baseURL! }]);
  const other = await legacy.newPage();
  await visit(other);
  await expect.poll(() => gtmLoaded(other)).toBe(true);
  expectConsentFirst(await gtmSaw(other), GRANTED);
  await legacy.close();
});

test.describe("with Global Privacy Control", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }));
  });

  test("the visitor is not asked, nothing loads; from Cookie settings ads stay off even with Accept all", async ({ page }) => {
    const { probe, requests } = await visit(page);
    // The footer's button appears once the page runs its code, like the banner would.
    await expect(page.getByRole("button", { name: "Cookie settings" })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(await dataLayer(page)).toEqual([{ label: "consent default", values: { ...DENIED, wait_for_update: 500 } }]);
    expect(requests).toEqual([]);

    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page).getByRole("switch", { name: "Ads" })).toBeDisabled();
    await expect(banner(page)).toContainText("Global Privacy Control");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => gtmLoaded(page)).toBe(true);
    expectConsentFirst(await gtmSaw(page), ANALYTICS_ONLY);
    await expect
      .poll(async () => (await segmentCalls(page, probe)).find((call) => call.type === "page")?.context?.consent?.categoryPreferences)
      .toEqual({ Analytics: true, Advertising: false });
  });
});

test("the separate choice works by keyboard alone: open the panel, switch analytics on, save", async ({ page, context }) => {
  await visit(page);
  await banner(page).getByRole("button", { name: "Reject all" }).focus();
  await page.keyboard.press("Tab");
  await expect(banner(page).locator("summary")).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const analytics = banner(page).getByRole("switch", { name: "Analytics" });
  await expect(analytics).toBeFocused();
  await page.keyboard.press("Space");
  await expect(analytics).toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Save my choice" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toHaveCount(0);
  expect(await storedChoice(context)).toBe('{"analytics":true,"ads":false}');
  await expect(page.locator("main#main")).toBeFocused();
});
