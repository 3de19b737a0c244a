import { expect, test } from "@playwright/test";
import { editorQuery } from "./preview";
import { navigateInPage, waitForHydration } from "./client-router";

/**
 * Browser behaviour of single pages. Whether every sandbox page hydrates without console errors,
 * passes axe and fits 375 and 1280 px is checked by the layout project (pages.layout.spec.ts), in
 * the same page load as its screenshots.
 */

test("a wide rich-text table scrolls inside its own focusable box; a long code line wraps", async ({ page }) => {
  await page.goto("/lab/rich-text", { waitUntil: "networkidle" });
  const wide = page.locator(".rich-table").filter({ hasText: "Certificate" });
  await expect(wide.getByRole("columnheader", { name: "Certificate" })).toBeAttached();
  const box = await wide.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.clientWidth, tab: el.tabIndex }));
  expect(box.client).toBeLessThanOrEqual(box.page);
  // Seven columns of at least 6rem do not fit 375 px: the box scrolls, the page does not; 1280 px fits them.
  if (box.page < 700) expect(box.scroll).toBeGreaterThan(box.client);
  expect(box.tab).toBe(0);
  const code = page.locator("pre").filter({ hasText: "curl -X POST" });
  expect(await code.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test("a header dropdown opens from ?dropdown= without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/?dropdown=programs");
  const open = page.locator('[data-block="nav_dropdown"] details[open]').filter({ visible: true });
  await expect(open).toHaveCount(1);
  await expect(open.getByRole("link").first()).toBeVisible();
  // The header's other dropdowns (Learn, About) stay closed.
  await expect(page.locator('[data-block="nav_dropdown"] details:not([open])').filter({ visible: true })).toHaveCount(2);
  await context.close();
});

test("only verified visual-editor requests load the Storyblok bridge", async ({ page }) => {
  const bridgeLoaded = () => page.evaluate(() => typeof (window as { StoryblokBridge?: unknown }).StoryblokBridge);
  await page.goto("/", { waitUntil: "networkidle" });
  expect(await bridgeLoaded()).toBe("undefined");
  await page.goto("/?_storyblok=400000001", { waitUntil: "networkidle" });
  expect(await bridgeLoaded()).toBe("undefined");
  await page.goto(`/?${editorQuery()}`, { waitUntil: "networkidle" });
  await expect.poll(bridgeLoaded).toBe("function");
  // The home page's A/B experiment: the editor sees every variant, each labelled.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText([
    "Draft preview: Grow into the person you are becoming",
    "Draft preview: Small daily steps. A life that feels like yours.",
  ]);
  for (const variant of ["Control", "Daily steps"])
    await expect(page.getByRole("region", { name: variant })).toContainText(
      `Experiment “Home hero headline” (running): variant “${variant}”, 50 % of visitors`,
    );
});

test("client-side navigation is suppressed on pages opened with test_mode", async ({ page }) => {
  await page.goto("/programs/inner-compass?test_mode=1", { waitUntil: "networkidle" });
  await page.locator('header a[href="/"]').first().click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe("/programs/inner-compass");
});

test("a slow navigation shows the progress bar until it is done", async ({ page }) => {
  // The 200 ms delay itself is unit-tested (ProgressBar.test.tsx) with a controlled clock.
  await page.goto("/", { waitUntil: "networkidle" });
  await page.route(/quests\/unstoppable-focus\.data/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fulfill({ response });
  });
  await page.getByRole("link", { name: "Try the Unstoppable Focus quest" }).click();
  await expect(page.getByTestId("progress-bar")).toBeVisible();
  await expect(page).toHaveURL(/\/quests\/unstoppable-focus$/);
  await expect(page.getByTestId("progress-bar")).toHaveCount(0);
});

test("the offline banner follows the browser's connection", async ({ page, context }) => {
  await page.goto("/programs/inner-compass", { waitUntil: "networkidle" });
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveCount(0);
});

test("?debug=true exposes the client state for support", async ({ page }) => {
  await page.goto("/de/programs/inner-compass?debug=true", { waitUntil: "networkidle" });
  await expect.poll(() => page.evaluate(() => window.__BRIGHTPATH__?.state)).toMatchObject({ lang: "de", path: "/de/programs/inner-compass", online: true });
  await page.goto("/programs/inner-compass", { waitUntil: "networkidle" });
  await expect.poll(() => page.evaluate(() => window.__BRIGHTPATH__?.state.lang)).toBe("en");
});

test("navigation scrolls to the top, restores on back, and honours scroll-margin-top for anchors", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  await page.evaluate(() => (document.querySelector('main a[href="/trainers/amara-okafor"]') as HTMLAnchorElement).click());
  await expect(page).toHaveURL(/\/trainers\/amara-okafor$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);

  await page.goto("/#newsletter", { waitUntil: "networkidle" });
  const margin = await page.evaluate(() => parseFloat(getComputedStyle(document.getElementById("newsletter") as HTMLElement).scrollMarginTop));
  expect(margin).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => Math.round((document.getElementById("newsletter") as HTMLElement).getBoundingClientRect().top)))
    .toBe(Math.round(margin));
});

test("a reload comes back at the same scroll position, restored before the page's code runs", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  // Held JavaScript modules: the inline script alone restores the position, before hydration.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 1000 }).toBe(1200);
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
});

test("the first Tab reaches the skip link, which moves to the content", async ({ page }) => {
  await page.goto("/programs/inner-compass", { waitUntil: "networkidle" });
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("href", "#main");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("the error page's code comes only with an error: preloaded by an error document, fetched by a failing client navigation", async ({ page }) => {
  const errorChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/ErrorPage-[\w-]+\.js$/.test(request.url())) errorChunks.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await waitForHydration(page);
  expect(errorChunks).toEqual([]);

  await navigateInPage(page, "/this/page/does-not-exist");
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible();
  await expect(page).toHaveTitle(/^This page could not be found \| Brightpath$/);
  expect(errorChunks).toHaveLength(1);

  await page.goto("/de/this/page/does-not-exist", { waitUntil: "networkidle" });
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(preloaded.some((href) => /\/ErrorPage-[\w-]+\.js$/.test(href))).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "Diese Seite wurde nicht gefunden" })).toBeVisible();
});
