import { expect, test } from "@playwright/test";

/**
 * The home page's hero image is preloaded with the candidates the hero picks from, and loaded
 * once (docs/decisions/0029).
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): each test opens a browser context of its own
 * at 375 or 1280 px, so the mobile project would run the same tests again.
 */

/*
 * In its own browser contexts: Chromium's phone emulation (`isMobile`) evaluates `sizes` in its
 * preload scanner against a 980 px viewport, so an emulated phone fetches a hero twice even with
 * no preload at all; a phone-sized window without that emulation picks as a phone does.
 */
for (const width of [375, 1280]) {
  test(`at ${width} px the home page preloads its hero image with the candidates the hero picks from, and loads it once`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      isMobile: false,
      hasTouch: false,
      viewport: { width, height: 800 },
      deviceScaleFactor: width < 768 ? 2.75 : 1,
    });
    const page = await context.newPage();
    const heroRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image" && /hero-sunrise-valley/.test(request.url())) heroRequests.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    const source = page.locator('[data-block="hero"] picture source[type="image/avif"]');
    expect(await preload.getAttribute("imagesrcset")).toBe(await source.getAttribute("srcset"));
    expect(await preload.getAttribute("imagesizes")).toBe(await source.getAttribute("sizes"));
    expect(await preload.getAttribute("fetchpriority")).toBe("high");
    expect(heroRequests).toHaveLength(1);
    await context.close();
  });
}
