import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./client-router";

/**
 * The header's menus are native `<details>` (they work without JavaScript) that close the way
 * menus do (app/components/menu-disclosures.ts): Escape, a press outside, a followed link.
 * Runs at 375 px (the phone menu, "Menu") and at 1280 px (the wide bar's dropdowns).
 */

const openMenus = (page: Page) => page.locator("header details[open]").filter({ visible: true });

async function openHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
}

/** The summary that opens the menu to test: "Menu" on a phone, the first dropdown on a wide screen. */
async function menuSummary(page: Page) {
  const phone = (page.viewportSize()?.width ?? 1280) < 1280;
  return phone
    ? page.locator("header summary", { hasText: "Menu" })
    : page.locator('header [data-block="nav_dropdown"] summary').filter({ visible: true }).first();
}

test("Escape closes an open header menu and gives its button the focus", async ({ page }) => {
  await openHome(page);
  const summary = await menuSummary(page);
  await summary.click();
  await expect(openMenus(page)).toHaveCount(1);
  await openMenus(page).getByRole("link").filter({ visible: true }).first().focus();
  await page.keyboard.press("Escape");
  await expect(openMenus(page)).toHaveCount(0);
  await expect(summary).toBeFocused();
});

test("a press outside closes an open header menu; the page under it stays as it was", async ({ page }) => {
  await openHome(page);
  await (await menuSummary(page)).click();
  await expect(openMenus(page)).toHaveCount(1);
  // A point of the page that neither the open menu (on a phone it covers the page's top) nor a control takes.
  const point = await page.evaluate(() => {
    for (let y = innerHeight - 8; y > 0; y -= 16) {
      const element = document.elementFromPoint(8, y);
      if (element && !element.closest("details[open], a, button, input, select, textarea, label, summary")) return { x: 8, y };
    }
    return null;
  });
  expect(point).not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
  await expect(openMenus(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe("/");
});

test("following a link in a header menu closes the menu on the next page", async ({ page }) => {
  await openHome(page);
  await (await menuSummary(page)).click();
  const link = openMenus(page).getByRole("link").filter({ visible: true }).first();
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator("main h1")).toBeVisible();
  await expect(openMenus(page)).toHaveCount(0);
});

test("the header fits tablet and laptop widths in long languages: no sideways scroll, no control broken over two lines", async ({ page }) => {
  // One load per language, resized through the widths: the header's layout follows its media queries.
  for (const path of ["/", "/de", "/es", "/fr", "/it", "/pt", "/ru"]) {
    await page.goto(path);
    for (const width of [768, 900, 1024, 1279, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const fit = await page.evaluate(() => ({
        sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        // Header controls on screen, each on one line (a 44 px pill or a 40 px link).
        broken: [...document.querySelectorAll("header a, header summary")]
          .filter((element) => element.getClientRects().length > 0 && !element.closest("details:not([open]) > :not(summary)"))
          .filter((element) => element.getBoundingClientRect().height > 48)
          .map((element) => element.textContent?.trim()),
      }));
      expect(fit, `${path} at ${width} px`).toEqual({ sideways: false, broken: [] });
    }
  }
});
