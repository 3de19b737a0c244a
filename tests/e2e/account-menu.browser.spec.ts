import { expect, test, type Locator, type Page } from "@playwright/test";
import { ipFor } from "./affiliate-fixtures";
import { axeViolations } from "./axe";

/**
 * The signed-in member's account menu (app/components/AccountMenu.tsx) at every width from a
 * small phone to a wide screen, left to right and right to left: its panel is on screen, it
 * leads to the member's own pages and signs out, and it behaves like the header's other menus
 * by keyboard (docs/decisions/0052). Also the member's growth page: links stay on this site and
 * ratings say their scale.
 */

const WIDTHS = [320, 375, 768, 1024, 1280, 1440];

/** Signs in through the sandbox identity provider as Lucas Moreau (Membership) and lands on `returnTo`. */
async function signIn(page: Page, returnTo: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole("button", { name: /Lucas Moreau/ }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

/** Presses a control the way the device would: a tap on touch screens, a click elsewhere. */
async function press(page: Page, target: Locator, touch: boolean) {
  if (touch) await target.tap();
  else await target.click();
}

const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open);

/** The element's box lies within the viewport horizontally (and, scrolled to, vertically). */
async function expectOnScreen(page: Page, target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  await expect(target, what).toBeInViewport({ ratio: 1 });
}

// Each test signs in as a client of its own (the e2e servers trust X-Forwarded-For): the per-client
// limit of sign-in callbacks (20 a minute) counts one test's sign-ins, not the whole run's.
test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ipFor(testInfo) });
});

test("the account menu opens on screen at every width, in both directions, and works by touch, mouse and keyboard", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const touch = testInfo.project.use.hasTouch === true;
  await signIn(page, "/");
  for (const lang of ["en", "ar"] as const) {
    const home = lang === "en" ? "/" : "/ar";
    for (const width of WIDTHS) {
      const where = `${home} at ${width} px`;
      await page.setViewportSize({ width, height: 800 });
      await page.goto(home);
      await page.waitForLoadState("load");
      const phoneMenu = page.getByTestId("phone-menu");
      if (await phoneMenu.isVisible()) {
        await press(page, phoneMenu.locator(":scope > summary"), touch);
        await expect.poll(() => isOpen(phoneMenu), where).toBe(true);
      }
      const menu = page.getByTestId("account-menu").filter({ visible: true });
      const summary = menu.locator(":scope > summary");
      await expect(summary, where).toHaveAccessibleName(lang === "en" ? "Account of Lucas Moreau" : "حساب Lucas Moreau");
      await press(page, summary, touch);
      await expect.poll(() => isOpen(menu), where).toBe(true);

      const panel = menu.getByTestId("account-panel");
      await expectOnScreen(page, panel.getByRole("link").first(), `${where}: first link`);
      const signOut = panel.getByRole("button", { name: lang === "en" ? "Sign out" : "تسجيل الخروج" });
      await expect(signOut, where).toBeVisible();
      await expectOnScreen(page, signOut, `${where}: Sign out`);
      const panelBox = (await panel.boundingBox())!;
      expect(panelBox.x, `${where}: panel's left edge`).toBeGreaterThanOrEqual(0);
      expect(panelBox.x + panelBox.width, `${where}: panel's right edge`).toBeLessThanOrEqual(width);
      await expect(panel.locator(`a[href="${lang === "en" ? "" : "/ar"}/members/growth"]`), where).toBeVisible();
      await expect(panel.locator(`a[href="${lang === "en" ? "" : "/ar"}/members/library"]`), where).toBeVisible();
      await expect(panel.locator(`a[href="${lang === "en" ? "" : "/ar"}/membership"]`), where).toBeVisible();

      // Tab walks the panel's items, each visibly focused and on screen, then leaves.
      await summary.focus();
      const items = panel.locator("a, button");
      const count = await items.count();
      expect(count, where).toBe(4);
      for (let index = 0; index < count; index += 1) {
        await page.keyboard.press("Tab");
        await expect(items.nth(index), `${where}: item ${index + 1} focused`).toBeFocused();
        expect(await items.nth(index).evaluate((element) => element.matches(":focus-visible")), `${where}: item ${index + 1} shows focus`).toBe(true);
        await expectOnScreen(page, items.nth(index), `${where}: focused item ${index + 1}`);
      }
      await items.first().focus();
      await page.keyboard.press("Escape");
      await expect.poll(() => isOpen(menu), `${where}: Escape closes`).toBe(false);
      await expect(summary, `${where}: focus back on the button`).toBeFocused();
    }
  }
});

test("Sign out in the account menu signs the member out on a phone and on a wide screen", async ({ page }, testInfo) => {
  const touch = testInfo.project.use.hasTouch === true;
  await signIn(page, "/membership");
  const phoneMenu = page.getByTestId("phone-menu");
  // Below 1280 px the account menu sits in the phone menu (decided by width: during the sign-out's
  // redirects a half-loaded page could show either).
  const phone = (page.viewportSize()?.width ?? 0) < 1280;
  if (phone) await press(page, phoneMenu.locator(":scope > summary"), touch);
  const menu = page.getByTestId("account-menu").filter({ visible: true });
  await press(page, menu.locator("summary"), touch);
  await press(page, menu.getByRole("button", { name: "Sign out" }), touch);
  // Signing out passes through the identity provider and back: a few redirects.
  await expect(page.getByTestId("account-menu")).toHaveCount(0, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/membership$/);
  if (phone) await press(page, phoneMenu.locator(":scope > summary"), touch);
  await expect(page.getByRole("link", { name: "Sign in" }).filter({ visible: true })).toBeVisible();
});

test("the phone menu's button says what it does: Menu when closed, Close when open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const summary = page.getByTestId("phone-menu").locator(":scope > summary");
  await expect(summary).toHaveAccessibleName("Menu");
  await expect(summary).toHaveText("Menu", { useInnerText: true });
  await summary.click();
  await expect(summary).toHaveAccessibleName("Close");
  await expect(summary).toHaveText("Close", { useInnerText: true });
  await summary.click();
  await expect(summary).toHaveAccessibleName("Menu");
});

test("the header's content lines up with the page's content on wide screens", async ({ page }) => {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/members/growth");
    const logo = await page.locator("header a").first().boundingBox();
    const heading = await page.locator("main h1").boundingBox();
    expect(Math.abs(logo!.x - heading!.x), `at ${width} px`).toBeLessThanOrEqual(1);
  }
});

test("the member's growth page links only to this site's pages and the app, and every rating says its scale", async ({ page }) => {
  await signIn(page, "/members/growth");
  await expect(page.locator('[data-score="member"]')).toBeVisible();
  await expect(page.locator("main [data-meditation]").first()).toBeVisible();
  // The production host may appear only in the canonical link and structured data, never in a link a member follows.
  await expect(page.locator('main a[href*="brightpath.example"]:not([href^="https://app.brightpath.example/"])')).toHaveCount(0);
  const quests = page.locator("main [data-quest] a");
  expect(await quests.count()).toBeGreaterThan(0);
  for (const href of await quests.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).toMatch(/^\/quests\/[a-z0-9-]+$/);
  const meditations = page.locator("main [data-meditation]");
  expect(await meditations.count()).toBeGreaterThan(0);
  for (const card of await meditations.all()) {
    await expect(card.getByRole("link")).toHaveAttribute("href", "https://app.brightpath.example/meditations");
    await expect(card).toContainText("Opens in the Brightpath app");
  }
  const ratings = page.locator("[data-rating]");
  expect(await ratings.count()).toBeGreaterThan(0);
  for (const rating of await ratings.all()) {
    await expect(rating.locator("[data-rating-value]")).toHaveText(/^\d+(\.\d)? out of 10$/);
    await expect(rating.getByRole("meter")).toHaveAttribute("aria-valuetext", /^\d+(\.\d)? out of 10$/);
  }
});

test("on a translated growth page quest links keep the member's language", async ({ page }) => {
  await signIn(page, "/de/members/growth");
  await expect(page.locator("main [data-quest] a").first()).toBeVisible();
  const hrefs = await page.locator("main [data-quest] a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/de\/quests\/[a-z0-9-]+$/);
  await expect(page.locator("[data-rating-value]").first()).toHaveText(/ von 10$/);
});

test("a card that is one link shows the keyboard focus ring around the whole card", async ({ page }) => {
  await page.goto("/members/growth");
  await page.waitForLoadState("load");
  const card = page.locator("main [data-quest]").first();
  await card.getByRole("link").focus();
  await expect
    .poll(() => card.evaluate((element) => ({ style: getComputedStyle(element).outlineStyle, width: getComputedStyle(element).outlineWidth })))
    .toEqual({ style: "solid", width: "2px" });
});

test("a member's growth and library pages, with the account menu open, have no accessibility violations", async ({ page }, testInfo) => {
  const touch = testInfo.project.use.hasTouch === true;
  await signIn(page, "/members/growth");
  for (const path of ["/members/growth", "/members/library", "/ar/members/growth"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    const phoneMenu = page.getByTestId("phone-menu");
    if (await phoneMenu.isVisible()) await press(page, phoneMenu.locator(":scope > summary"), touch);
    const menu = page.getByTestId("account-menu").filter({ visible: true });
    await press(page, menu.locator(":scope > summary"), touch);
    await expect(menu.getByTestId("account-panel")).toBeVisible();
    // Judged fully laid out (blocks far down a page are skipped until they near the viewport).
    await page.addStyleTag({ content: '[data-block="page"] > * { content-visibility: visible !important; }' });
    expect((await axeViolations(page)).map((violation) => `${path} ${violation}`)).toEqual([]);
  }
});
