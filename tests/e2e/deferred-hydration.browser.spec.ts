import { expect, test, type Page } from "@playwright/test";

/**
 * Far blocks hydrate when needed (docs/decisions/0021): on the gallery (every block,
 * one page) the assessment quiz, far down, keeps the server's HTML until it nears the screen,
 * an event starts inside it, or the router does something; the page never waits on it.
 */
test.use({ viewport: { width: 412, height: 823 } });

const quizHydrated = (page: Page) => page.locator('[data-block="assessment_quiz"] [data-hydrated]');

/** Opens `path` and waits until the page has hydrated and gone quiet; returns the console errors seen. */
async function openHydrated(page: Page, path: string) {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path);
  // The page itself hydrated: the first blocks' links navigate client-side.
  await expect.poll(() => page.evaluate(() => typeof (window as { __remixRouter?: unknown }).__remixRouter)).toBe("object");
  await page.waitForLoadState("networkidle");
  return errors;
}

const openGallery = (page: Page) => openHydrated(page, "/gallery/blocks");

test("a far block keeps the server's HTML until it nears the screen", async ({ page }) => {
  const errors = await openGallery(page);
  await expect(quizHydrated(page)).toHaveCount(0);
  await page.locator('[data-block="assessment_quiz"]').scrollIntoViewIfNeeded();
  await expect(quizHydrated(page)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("an event inside a far block hydrates it at once, without scrolling", async ({ page }) => {
  const errors = await openGallery(page);
  await expect(quizHydrated(page)).toHaveCount(0);
  await page.locator('[data-block="assessment_quiz"] input[type=checkbox]').first().dispatchEvent("pointerdown");
  await expect(quizHydrated(page)).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(errors).toEqual([]);
});

test("a revalidation hydrates every far block and completes", async ({ page }) => {
  const errors = await openGallery(page);
  await expect(quizHydrated(page)).toHaveCount(0);
  type Router = { revalidate(): void; state: { revalidation: string } };
  await page.evaluate(() => (window as unknown as { __remixRouter: Router }).__remixRouter.revalidate());
  await expect.poll(() => page.evaluate(() => (window as unknown as { __remixRouter: Router }).__remixRouter.state.revalidation)).toBe("idle");
  await expect(quizHydrated(page)).toHaveCount(1);
  // The far blocks kept their content through the update.
  await expect(page.locator('[data-block="assessment_quiz"]')).toContainText("Growth areas");
  expect(errors).toEqual([]);
});

/** The affiliate form's country select (249 countries and a placeholder), the gallery's last block. */
const countrySelects = (page: Page) => page.locator('[data-block="affiliate_form"] select[name="country"]');
const countryState = (page: Page) =>
  countrySelects(page).evaluateAll((selects) =>
    (selects as HTMLSelectElement[]).map((select) => ({ options: select.options.length, inForm: select.form !== null, value: select.value, shown: select.checkVisibility() })),
  );

test("a long select below the fold is whole, in its form, before and after its block hydrates", async ({ page }) => {
  const errors = await openGallery(page);
  // Every visitor gets the same page (no country chosen on the server): the placeholder and 249 countries.
  expect(await countryState(page)).toEqual([{ options: 250, inForm: true, value: "", shown: true }]);
  await countrySelects(page).dispatchEvent("pointerdown");
  // Hydrated, it shows the visitor's own country (the sandbox locates loopback in the US).
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
  await expect.poll(() => page.evaluate(() => typeof (window as { __remixRouter?: unknown }).__remixRouter)).toBe("object");
  await select.dispatchEvent("pointerdown"); // the block hydrates now
  // React has adopted the select (its fiber is on the element).
  await expect.poll(() => select.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")))).toBe(true);
  expect(await countryState(page)).toEqual([{ options: 250, inForm: true, value: "DE", shown: true }]);
  expect(errors).toEqual([]);
});

/** React has adopted the element (hydrated it): its fiber is on the node. */
const adopted = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

/**
 * A story page, whose links all lead to routes known from the start, and the home page, whose
 * links lead Remix's route discovery (`/__manifest`, after load) to patch the route tree: that
 * re-renders the page, and must hydrate neither the header nor the far blocks.
 */
const CHROME_PAGES = [
  { name: "a story page", path: "/programs/inner-compass", patchesRoutes: false },
  { name: "the home page", path: "/", patchesRoutes: true },
];

for (const { name, path, patchesRoutes } of CHROME_PAGES) {
  test.describe(`the site's header hydrates at its first use, on ${name} (docs/decisions/0024)`, () => {
    async function openPage(page: Page) {
      const discovery: string[] = [];
      page.on("request", (request) => request.url().includes("/__manifest") && discovery.push(request.url()));
      const errors = await openHydrated(page, path);
      if (patchesRoutes) expect(discovery.length).toBeGreaterThan(0);
      // The page hydrated; the header did not, and still shows the server's HTML.
      expect(await adopted(page, "main")).toBe(true);
      expect(await adopted(page, '[data-block="header"]')).toBe(false);
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
        await page.waitForTimeout(300);
        // Before: React met the header still waiting to hydrate, rendered it anew (error #421) and
        // its menus lost their links.
        await expect(page.locator('[data-block="header"] a')).toHaveCount(headerLinks);
        await page.locator('[data-block="header"] summary:visible').first().click();
        await expect(page.locator('[data-block="header"] details[open] a:visible').first()).toBeVisible();
        expect(errors).toEqual([]);
      });

      test("a keyboard user reaching the header hydrates it on focus", async ({ page }) => {
        const errors = await openPage(page);
        await page.locator('[data-block="header"] a').first().focus();
        await expect.poll(() => adopted(page, '[data-block="header"]')).toBe(true);
        expect(errors).toEqual([]);
      });

      test("a revalidation hydrates the header and completes, the page unchanged", async ({ page }) => {
        const errors = await openPage(page);
        const heading = await page.locator("main h1").first().textContent();
        type Router = { revalidate(): void; state: { revalidation: string } };
        await page.evaluate(() => (window as unknown as { __remixRouter: Router }).__remixRouter.revalidate());
        await expect.poll(() => page.evaluate(() => (window as unknown as { __remixRouter: Router }).__remixRouter.state.revalidation)).toBe("idle");
        await expect.poll(() => adopted(page, '[data-block="header"]')).toBe(true);
        await expect(page.locator("main h1").first()).toHaveText(heading ?? "");
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
      // It stays at the top of the screen while the page scrolls (sticky through its `display: contents` wrapper).
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.locator('[data-block="header"]').evaluate((header) => Math.round(header.getBoundingClientRect().top))).toBe(0);
      expect(errors).toEqual([]);
    });
  });
}
