import { expect, type Page } from "@playwright/test";
import { ASSET_PORT } from "../../playwright.config";

/** The sandbox's second origin, which serves its Storyblok and platform assets (SANDBOX_ASSET_PORT in playwright.config.ts). */
export const ASSET_ORIGIN = `http://localhost:${ASSET_PORT}`;

/**
 * Records, for as long as `page` lives, the addresses it loaded from the asset origin by kind of
 * request (`image`, `media`, `texttrack`, …; answered 2xx), and the sandbox assets it asked the
 * site's own origin for instead (`onSite`), which a page whose assets all come from the asset
 * hosts never does.
 */
export function recordAssetLoads(page: Page, siteOrigin: string) {
  const loaded = new Map<string, Set<string>>();
  const onSite: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== ASSET_ORIGIN || !response.ok()) return;
    const kind = response.request().resourceType();
    loaded.set(kind, (loaded.get(kind) ?? new Set()).add(url.pathname));
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === siteOrigin && url.pathname.startsWith("/sandbox-assets/")) onSite.push(url.pathname);
  });
  return { loaded, onSite };
}

/**
 * On a page with a video player: turns its captions on, as a viewer does (a `<track>` loads only
 * then), and expects the video's metadata and the captions to load (track readyState 2; 3 is an
 * error, such as a fetch the policy or CORS refused).
 */
export async function expectPlayerMediaLoaded(page: Page, where: string) {
  const video = page.locator("video:has(track)").first();
  if ((await video.count()) === 0) return;
  await video.evaluate((v: HTMLVideoElement) => {
    for (const track of Array.from(v.textTracks)) track.mode = "hidden";
  });
  await expect.soft.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { message: `${where}: video metadata loaded` }).toBeGreaterThanOrEqual(1);
  await expect.soft.poll(() => video.evaluate((v: HTMLVideoElement) => v.querySelector("track")?.readyState), { message: `${where}: captions loaded` }).toBe(2);
}
