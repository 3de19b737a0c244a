import { expect, test, type Page } from "@playwright/test";
import { ipFor } from "./affiliate-fixtures";

/**
 * Analytics and tags as consent allows them, and the consent banner by keyboard.
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): what it checks does not depend on the viewport, and the
 * layout project loads its pages at 375 and 1280 px.
 */

const gtmLoaded = (page: Page) => page.evaluate(() => Boolean((window as { __sandboxGtm?: unknown }).__sandboxGtm));
const gtmScript = (page: Page) => page.locator("script[data-gtm]");

async function choose(page: Page, name: RegExp) {
  await page.getByTestId("consent-banner").getByRole("button", { name }).click();
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
}

// Each test signs in as a client of its own (the e2e servers trust X-Forwarded-For): the per-client
// limit of sign-in callbacks (20 a minute) counts one test's sign-ins, not the whole run's.
test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ipFor(testInfo) });
});

test("no analytics or tag script loads before consent, nor after a rejection", async ({ page, request }) => {
  const probe = `reject-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await page.goto(`/trainers?probe=${probe}`, { waitUntil: "networkidle" });
  await expect(page.getByTestId("consent-banner")).toBeVisible();
  expect(await gtmScript(page).count()).toBe(0);
  await choose(page, /Reject/);
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  expect(await gtmScript(page).count()).toBe(0);
  expect(await gtmLoaded(page)).toBe(false);
  expect(await (await request.get("/__sandbox/segment-calls")).text()).not.toContain(probe);
});

test("after consent, Segment records page views and GTM loads; the footer reopens the choice", async ({ page, request }) => {
  await page.goto("/quests/unstoppable-focus", { waitUntil: "networkidle" });
  await choose(page, /Accept/);
  await expect.poll(() => gtmLoaded(page)).toBe(true);
  await expect
    .poll(async () => {
      const calls = (await (await request.get("/__sandbox/segment-calls")).json()) as {
        type: string;
        body: { type?: string; context?: { page?: { path?: string } } };
      }[];
      return calls.some((c) => c.body.type === "page" && c.body.context?.page?.path === "/quests/unstoppable-focus");
    })
    .toBe(true);
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(page.getByTestId("consent-banner")).toBeVisible();
});

test("?gtm=false keeps the tag manager off for the visit", async ({ page, request }) => {
  const probe = `gtm-off-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await page.goto("/?gtm=false", { waitUntil: "networkidle" });
  await choose(page, /Accept/);
  await page.goto(`/programs/inner-compass?probe=${probe}`, { waitUntil: "networkidle" });
  // Consented analytics have started on this page (its Segment page view arrived): the tag manager would have been added with them.
  await expect.poll(async () => (await (await request.get("/__sandbox/segment-calls")).text()).includes(probe)).toBe(true);
  expect(await gtmScript(page).count()).toBe(0);
  expect(await gtmLoaded(page)).toBe(false);
});

test("after sign-in, analytics identify the member", async ({ page, request }) => {
  await page.goto("/login?returnTo=/trainers");
  await page.getByRole("button", { name: /Lucas Moreau/ }).click();
  await expect(page).toHaveURL(/\/trainers$/);
  await choose(page, /Accept/);
  await expect
    .poll(async () => {
      const calls = (await (await request.get("/__sandbox/segment-calls")).json()) as { body: { type?: string; userId?: string } }[];
      return calls.some((c) => c.body.type === "identify" && c.body.userId === "auth0|sandbox-membership");
    })
    .toBe(true);
});

test("the consent choice never drops the focus: after it, focus is on the page or back on Cookie settings", async ({ page }) => {
  await page.goto("/programs/inner-compass", { waitUntil: "networkidle" });
  await page
    .getByTestId("consent-banner")
    .getByRole("button", { name: /Reject/ })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  await expect(page.locator("main#main")).toBeFocused();
  // Reopened from the footer by keyboard: the banner takes the focus; the choice gives it back.
  const settings = page.getByRole("button", { name: "Cookie settings" });
  await settings.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("consent-banner")).toBeFocused();
  // The text's link to the privacy policy comes first, then the choices.
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("consent-banner").getByRole("link", { name: "Privacy policy" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("consent-banner").getByRole("button", { name: /Accept/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  await expect(settings).toBeFocused();
});

test("while the consent banner is shown, a field reached by Tab scrolls into view above it, not under it (WCAG 2.4.11)", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/masterclass/three-breath-reset", { waitUntil: "networkidle" });
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    await page.locator("form input[type=email]").first().focus();
    // Through the rest of the form: the phone's calling code and number, the consent box, the button.
    // Leaving a field may show its message and push the next one down a moment after the focus
    // moved: what counts is where the focused control settles.
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press("Tab");
      const focusedBox = () =>
        page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          const bannerTop = document.querySelector("[data-testid=consent-banner]")!.getBoundingClientRect().top;
          if (focused.closest("[data-testid=consent-banner]")) return null;
          return { field: focused.getAttribute("name") ?? focused.tagName, bottom: focused.getBoundingClientRect().bottom, bannerTop };
        });
      const field = (await focusedBox())?.field ?? "a control of the banner";
      await expect
        .poll(async () => {
          const box = await focusedBox();
          return box === null || box.bottom <= box.bannerTop;
        }, `${width} px: ${field} is clear of the banner`)
        .toBe(true);
    }
  }
});
