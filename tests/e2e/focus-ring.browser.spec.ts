import { expect, test, type Locator } from "@playwright/test";

/**
 * The keyboard focus ring stands out from what surrounds it by at least 3:1 (WCAG 1.4.11), on
 * white and on the dark bands (footer, dark sections) alike: app/tailwind.css.
 */

/** Contrast of the focused element's outline against the background it is drawn on (the nearest ancestor with one). */
async function ringContrast(target: Locator): Promise<number> {
  await target.focus();
  return target.evaluate(async (element) => {
    if (!element.matches(":focus-visible")) return 0;
    // Controls animate their colours (Tailwind's `transition`), the outline's too: judged once it has settled.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    let surface: Element | null = element.parentElement;
    while (surface && rgb(getComputedStyle(surface).backgroundColor)[3] === 0) surface = surface.parentElement;
    const ring = luminance(rgb(getComputedStyle(element).outlineColor));
    const behind = luminance(rgb(surface ? getComputedStyle(surface).backgroundColor : "rgb(255, 255, 255)"));
    return (Math.max(ring, behind) + 0.05) / (Math.min(ring, behind) + 0.05);
  });
}

test("the focus ring has 3:1 against white, on the dark hero's buttons and in the dark footer", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  expect(await ringContrast(page.locator("main a").first())).toBeGreaterThanOrEqual(3);
  expect(await ringContrast(page.locator("header a").first())).toBeGreaterThanOrEqual(3);
  expect(await ringContrast(page.locator("footer a").first())).toBeGreaterThanOrEqual(3);
  expect(await ringContrast(page.getByRole("button", { name: "Cookie settings" }))).toBeGreaterThanOrEqual(3);
});

test("the focus ring has 3:1 in a dark section of the gallery", async ({ page }) => {
  await page.goto("/gallery/blocks", { waitUntil: "networkidle" });
  const link = page.locator("section.dark-band a").first();
  await link.scrollIntoViewIfNeeded();
  expect(await ringContrast(link)).toBeGreaterThanOrEqual(3);
});
