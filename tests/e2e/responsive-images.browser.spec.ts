import { expect, test, type Page } from "@playwright/test";
import { PAGES, UNRESIZABLE } from "./responsive-images";

/**
 * Responsive images (docs/decisions/0029): a phone downloads images about as wide as it shows
 * them. The sandbox's image service answers each `/m/{w}x{h}` with an image of that width, so the
 * width the browser receives is the candidate the page let it pick. The markup's rules (srcset
 * descriptors) are checked over HTTP (responsive-images.http.spec.ts), the hero's preload at both
 * widths once (hero-preload.browser.spec.ts).
 */

interface Seen {
  src: string;
  /** The loaded file's own width in pixels (an `<img>` with `srcset` reports its density-corrected width). */
  natural: number;
  shown: number;
  dpr: number;
}

/** Scrolls `page` top to bottom a screen at a time; each screen's images are measured once loaded. */
async function imagesSeenWhileScrolling(page: Page): Promise<Seen[]> {
  const seen = new Map<string, Seen>();
  for (let step = 0; step < 60; step++) {
    await page.waitForFunction(() =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.width > 0 && box.bottom > 0 && box.top < innerHeight;
        return !inView || image.complete;
      }),
    );
    const screen = await page.evaluate(() =>
      Promise.all(
        [...document.images].flatMap((image) => {
          const box = image.getBoundingClientRect();
          if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight || image.naturalWidth === 0) return [];
          // The file the browser picked, read again on its own (from the cache) for its pixel width.
          const file = new Image();
          file.src = image.currentSrc;
          return [file.decode().then(() => ({ src: image.currentSrc, natural: file.naturalWidth, shown: box.width, dpr: devicePixelRatio }))];
        }),
      ),
    );
    for (const image of screen) seen.set(`${image.src} ${image.shown}`, image);
    const atEnd = await page.evaluate(() => {
      const before = scrollY;
      scrollBy(0, innerHeight * 0.8);
      return scrollY === before;
    });
    if (atEnd) break;
  }
  return [...seen.values()];
}

for (const path of PAGES) {
  test(`${path}: no image is more than twice as wide as the screen shows it`, async ({ page }) => {
    await page.goto(path, { waitUntil: "networkidle" });
    const seen = await imagesSeenWhileScrolling(page);
    expect(seen.filter((image) => !UNRESIZABLE.test(image.src)).length).toBeGreaterThan(0);
    const tooWide = seen
      .filter((image) => !UNRESIZABLE.test(image.src) && image.natural > 2 * image.shown * image.dpr)
      .map((image) => `${image.src}: ${image.natural}px for ${image.shown.toFixed(0)} CSS px at ${image.dpr}x`);
    expect(tooWide).toEqual([]);
  });
}
