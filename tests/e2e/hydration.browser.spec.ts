import { expect, test, type Page } from "@playwright/test";
import { adopted, navigateInPage, waitForHydration } from "./client-router";

/**
 * The page hydrates on React's own terms (docs/decisions/0032): the first screen with the page,
 * each blok below it as a `<Suspense>` boundary of its own, in a pass of its own right after
 * (and at once when an event starts inside it). Nothing waits for the screen or for a use.
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): its tests set their own viewports, so the mobile
 * project would run the same tests again.
 */
test.use({ viewport: { width: 412, height: 823 } });

const quiz = (page: Page) => page.locator('[data-block="assessment_quiz"]');
const quizHydrated = (page: Page) => quiz(page).locator("[data-hydrated]");

/** Opens `path` and waits until the page has hydrated and gone quiet; returns the console errors seen. */
async function openHydrated(page: Page, path: string) {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  return errors;
}

const openGallery = (page: Page) => openHydrated(page, "/gallery/blocks");

test("a far block hydrates after load, without being scrolled to or used", async ({ page }) => {
  const errors = await openGallery(page);
  await expect(quizHydrated(page)).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(quiz(page)).toContainText("Growth areas");
  expect(errors).toEqual([]);
});

test("a far block's control works at the first click after the page hydrates", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/gallery/blocks");
  await waitForHydration(page);
  const box = quiz(page).locator("input[type=checkbox]").first();
  await box.scrollIntoViewIfNeeded();
  await box.check();
  await expect(box).toBeChecked();
  await expect(quizHydrated(page)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a client navigation and Back keep every far block whole", async ({ page }) => {
  const errors = await openGallery(page);
  const sections = await page.locator('main [data-block="section"]').count();
  await navigateInPage(page, "/programs/inner-compass");
  // The program's own heading: the navigation has finished before Back (Back during it aborts it).
  await expect(page.locator("main h1").first()).toContainText("Inner Compass");
  await expect(page).toHaveURL(/\/programs\/inner-compass$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/gallery\/blocks$/);
  await expect(page.locator('main [data-block="section"]')).toHaveCount(sections);
  await expect(quiz(page)).toContainText("Growth areas");
  expect(errors).toEqual([]);
});

/** The affiliate form's country select (249 countries and a placeholder), the gallery's last block. */
const countrySelects = (page: Page) => page.locator('[data-block="affiliate_form"] select[name="country"]');
const countryState = (page: Page) =>
  countrySelects(page).evaluateAll((selects) =>
    (selects as HTMLSelectElement[]).map((select) => ({
      options: select.options.length,
      inForm: select.form !== null,
      value: select.value,
      shown: select.checkVisibility(),
    })),
  );

test("a long select below the fold is whole and in its form; hydrated, it shows the visitor's country", async ({ page }) => {
  const errors = await openGallery(page);
  // The server sends no country chosen (see "without JavaScript"); the sandbox locates loopback in the US.
  await expect.poll(() => countryState(page)).toEqual([{ options: 250, inForm: true, value: "US", shown: true }]);
  await countrySelects(page).selectOption("DE");
  expect(await countryState(page)).toEqual([{ options: 250, inForm: true, value: "DE", shown: true }]);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a long select below the fold shows and submits every option", async ({ page }) => {
    await page.goto("/gallery/blocks");
    expect(await countryState(page)).toEqual([{ options: 250, inForm: true, value: "", shown: true }]);
  });
});

test("a long select reached before the page's code ran offers every option, and hydration keeps the choice", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Hold the page's code: the visitor is faster than a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/gallery/blocks", { waitUntil: "domcontentloaded" });
  const select = countrySelects(page);
  await select.scrollIntoViewIfNeeded();
  await select.selectOption("DE");
  expect(await countryState(page)).toEqual([{ options: 250, inForm: true, value: "DE", shown: true }]);
  release();
  await waitForHydration(page);
  // React has adopted the select (its fiber is on the element).
  await expect.poll(() => adopted(page, '[data-block="affiliate_form"] select[name="country"]')).toBe(true);
  expect(await countryState(page)).toEqual([{ options: 250, inForm: true, value: "DE", shown: true }]);
  expect(errors).toEqual([]);
});

/**
 * A story page, whose links all lead to routes known from the start, and the home page, whose
 * links lead Remix's route discovery (`/__manifest`, after load) to patch the route tree.
 */
const CHROME_PAGES = [
  { name: "a story page", path: "/programs/inner-compass", patchesRoutes: false },
  { name: "the home page", path: "/", patchesRoutes: true },
];

for (const { name, path, patchesRoutes } of CHROME_PAGES) {
  test.describe(`the site's header hydrates with the page, on ${name}`, () => {
    async function openPage(page: Page) {
      const discovery: string[] = [];
      page.on("request", (request) => request.url().includes("/__manifest") && discovery.push(request.url()));
      const errors = await openHydrated(page, path);
      if (patchesRoutes) expect(discovery.length).toBeGreaterThan(0);
      expect(await adopted(page, '[data-block="header"]')).toBe(true);
      return errors;
    }

    test.describe("wide", () => {
      test.use({ viewport: { width: 1280, height: 800 } });
      test("the first click on a header link navigates in the page, not by a new document", async ({ page }) => {
        const errors = await openPage(page);
        await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
        const link = page.locator('[data-block="header"] nav a[href^="/"]:visible').first();
        const href = (await link.getAttribute("href")) ?? "";
        await link.click();
        await expect(page).toHaveURL(href);
        await expect(page.locator("main h1").first()).toBeVisible();
        expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
        expect(errors).toEqual([]);
      });

      test("an in-page link (the skip link, a # link in the page) leaves the header whole and scrolls to its target", async ({ page }) => {
        const errors = await openPage(page);
        const headerLinks = await page.locator('[data-block="header"] a').count();
        // The skip link: a plain anchor, so the browser navigates and the router hears a popstate.
        await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/#main$/);
        const inPage = page.locator('main a[href^="#"]:visible').first();
        if (await inPage.count()) {
          const target = ((await inPage.getAttribute("href")) ?? "").slice(1);
          await inPage.click();
          await expect(page).toHaveURL(new RegExp(`#${target}$`));
          await expect.poll(() => page.locator(`[id="${target}"]`).evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(200);
        }
        // A popstate during hydration must not render the header anew (its menus would lose their links).
        await expect(page.locator('[data-block="header"] a')).toHaveCount(headerLinks);
        await page.locator('[data-block="header"] summary:visible').first().click();
        await expect(page.locator('[data-block="header"] details[open] a:visible').first()).toBeVisible();
        expect(errors).toEqual([]);
      });
    });

    test("on a phone the menu opens at the first tap and the header is hydrated", async ({ page }) => {
      const errors = await openPage(page);
      const menu = page.locator('[data-block="header"] details.xl\\:hidden');
      await menu.locator("> summary").click();
      await expect(menu).toHaveAttribute("open", "");
      await expect(menu.locator("> nav")).toBeVisible();
      // A closed dropdown's caret points down: it follows its own dropdown, not the open menu around it.
      await expect(menu.locator("details:not([open]) > summary > span[aria-hidden]").first()).toHaveCSS("rotate", "none");
      expect(await adopted(page, '[data-block="header"]')).toBe(true);
      // It stays at the top of the screen while the page scrolls (sticky).
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.locator('[data-block="header"]').evaluate((header) => Math.round(header.getBoundingClientRect().top))).toBe(0);
      expect(errors).toEqual([]);
    });
  });
}
