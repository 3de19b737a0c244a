import { expect, type Page } from "@playwright/test";

/** React has adopted the element matching `selector` (hydrated it): its fiber is on the node. */
export const adopted = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

/**
 * Waits until the page has hydrated: React has adopted its `<main>`. Polls often (every 25 to
 * 100 ms rather than Playwright's 100 ms growing to 1 s): hundreds of pages wait for it.
 */
export async function waitForHydration(page: Page) {
  await expect.poll(() => adopted(page, "main"), { intervals: [25, 50, 100] }).toBe(true);
}

/**
 * A client-side navigation to `to`, as Back or Forward makes one: a new history entry, then a
 * `popstate`, which the app's router answers by loading the page's data (no new document).
 */
export async function navigateInPage(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, to);
}
