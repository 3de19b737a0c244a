import { expect, test, type Page } from "@playwright/test";

/**
 * Responsive images (docs/decisions/0029): a phone downloads images about as wide as it shows
 * them. The sandbox's image service answers each `/m/{w}x{h}` with an image of that width, so the
 * width the browser receives is the candidate the page let it pick.
 */
const PAGES = [
  "/",
  "/masterclass/three-breath-reset",
  "/about/our-story",
  "/gallery/blocks",
  "/programs/inner-compass",
  "/quests/unstoppable-focus",
  "/trainers",
  "/trainers/amara-okafor",
];

/**
 * Images on the platform's own CDN, which has no way to resize them: sent at their original
 * size, with width, height and lazy loading (components/catalogue/PlatformImage.tsx).
 */
const UNRESIZABLE = /\/sandbox-assets\/platform\//;

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

  test(`${path}: every srcset uses width descriptors and no image has sizes without srcset`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const srcsets = [...html.matchAll(/\s(?:srcset|imagesrcset)="([^"]*)"/gi)].map((match) => match[1] ?? "");
    expect(srcsets.length).toBeGreaterThan(0);
    for (const srcset of srcsets) {
      for (const candidate of srcset.split(/,\s+/)) expect(candidate).toMatch(/^\S+ \d+w$/);
    }
    for (const img of html.match(/<img\b[^>]*>/gi) ?? []) {
      if (/\ssizes=/i.test(img)) expect(img).toMatch(/\ssrcset=/i);
      if (UNRESIZABLE.test(img)) expect(img).toMatch(/\swidth="\d+"[^>]*\sheight="\d+"/);
    }
  });
}

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
