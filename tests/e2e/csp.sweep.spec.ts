import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n/languages";
import { CONSENT_COOKIE } from "../../app/analytics/consent";
import { EXPERIMENTS_COOKIE } from "../../app/domain/experiments/assignment";
import { SANDBOX_PAGES, localize } from "./sandbox-pages";
import { editorQuery } from "./preview";
import { ASSET_ORIGIN, expectPlayerMediaLoaded, recordAssetLoads } from "./asset-origin";
import { checkPolicy, hydrated, recordViolations, reported, type Target } from "./csp-reports";

/**
 * The Content-Security-Policy sweep: every sandbox page in every interface language, with
 * analytics consented (Segment and the tag manager load), in preview and in the visual editor,
 * and after client-side navigations, in a real browser. Any violation fails, whichever way
 * Chromium reports it: a `securitypolicyviolation` event (recorded by an init script in every
 * frame), a console message, a request failed as blocked, or, for module preloads, which
 * Chromium blocks silently, a resource timing entry without a response. Every document must
 * come with the header. It holds whatever the policy allows scripts by (a nonce or hashes of
 * the inline scripts): it asserts what must work, never how. Assets come from a second origin,
 * as from Storyblok's and the platform's hosts: images, the webinar video and its captions must
 * load from it under the policy.
 *
 * One test per language, one browser page each: the two workers share the ten languages.
 */

// A stuck step fails within seconds, not at the end of the long test.
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

/** Preview and editor pages: one of each main page type (their sandbox story ids, for `_storyblok`). */
const PREVIEWED = [
  { path: "/", story: "home" },
  { path: "/programs/inner-compass", story: "programs/inner-compass" },
  { path: "/trainers/amara-okafor", story: "trainers/amara-okafor" },
  { path: "/membership", story: "membership" },
  { path: "/masterclass/three-breath-reset", story: "masterclass/three-breath-reset" },
  { path: "/gallery/blocks", story: "gallery/blocks" },
];
const storyId = (slug: string) =>
  (JSON.parse(readFileSync(new URL(`../../sandbox/storyblok/stories/${slug}.json`, import.meta.url), "utf8")) as { story: { id: number } }).story.id;

/** Client-side navigations, by a header link, from the page visited (a link in the bar, or in a menu). */
const NAVIGATIONS: Record<string, string> = {
  "/programs/inner-compass": "/",
  "/": "/trainers/amara-okafor",
  "/trainers/amara-okafor": "/quests/unstoppable-focus",
};

/** The sandbox page whose render waits for an upstream deadline. */
const SLOW_PAGE = "/lab/platform-down";

/** Polls often: hundreds of pages each wait for hydration and analytics (the default intervals start at 100 ms and grow to 1 s). */
const POLL = { intervals: [20, 50, 100] };

/**
 * The visual editor: a page of the site's origin framing the preview, as live-preview.browser.spec.ts
 * does. Framed by https://app.storyblok.com instead (routed by Playwright), the preview cannot
 * hydrate in this browser: the cross-site frame is denied sessionStorage (Playwright turns storage
 * partitioning off), which the router reads. The header's frame-ancestors is checked instead.
 */
const EDITOR = "/__csp-sweep-editor";

for (const lang of LANGUAGES) {
  test(`${lang}: no Content-Security-Policy violation on any sandbox page, in preview, in the editor, after client navigation`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    // This page's failing block waits out the platform's 3 s deadline: rendered now, in the
    // background, the browser gets it from the page cache (the same document, header included).
    const warmed = request.get(localize(SLOW_PAGE, lang)).catch(() => undefined);
    await context.addCookies([{ name: CONSENT_COOKIE, value: "accepted", url: baseURL! }]);
    await page.addInitScript(recordViolations);
    const assets = recordAssetLoads(page, new URL(baseURL!).origin);

    // What the browser reported since the last check, by any channel.
    let refused: string[] = [];
    let blockedRequests: string[] = [];
    let documents = 0;
    /** Pages whose document has no module script, with their status. */
    const scriptless: string[] = [];
    let gtmRequests = 0;
    let segmentRequests = 0;
    page.on("console", (message) => {
      // Older Chromium: "Refused to load/execute/frame …"; this one: "Loading the script … violates the following Content Security Policy directive …".
      if (/^Refused to|violates the following Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    page.on("requestfailed", (request) => {
      const reason = request.failure()?.errorText ?? "";
      if (/csp/i.test(reason)) blockedRequests.push(`${request.url()}: ${reason}`);
    });
    page.on("domcontentloaded", () => (documents += 1));
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/__sandbox/gtm.js") gtmRequests += 1;
      if (pathname.startsWith("/__sandbox/segment/v1/")) segmentRequests += 1;
    });
    const reset = () => {
      refused = [];
      blockedRequests = [];
      documents = 0;
      gtmRequests = 0;
      segmentRequests = 0;
    };

    /**
     * Asserts (softly, naming `where`) that nothing was blocked since the last reset and the
     * preloads were fetched; `since` (the document's clock) leaves out requests a client
     * navigation's document made before it.
     */
    async function checkNothingBlocked(target: Target, where: string, since = 0) {
      let report: Awaited<ReturnType<typeof reported>> = { pending: [], failed: [], violations: [] };
      await expect.soft
        .poll(async () => (report = await reported(target, since)).pending, { ...POLL, message: `${where}: every <link rel="modulepreload"> requested` })
        .toEqual([]);
      expect.soft(report.failed, `${where}: every <link rel="modulepreload"> fetched, none blocked`).toEqual([]);
      expect.soft(report.violations, `${where}: securitypolicyviolation events`).toEqual([]);
      expect.soft(refused, `${where}: CSP console messages`).toEqual([]);
      expect.soft(blockedRequests, `${where}: requests blocked by CSP`).toEqual([]);
    }

    /** After a document load: hydrated, and analytics (GTM and Segment) loaded in it. */
    async function checkScriptsRan(target: Target, where: string) {
      let done = false;
      await expect.soft.poll(async () => (done = await hydrated(target)), { ...POLL, message: `${where}: hydrated` }).toBe(true);
      // Analytics load only in a hydrated page: no second wait for a page already failed.
      if (!done) return;
      await expect.soft.poll(() => gtmRequests, { ...POLL, message: `${where}: GTM loaded` }).toBeGreaterThan(0);
      await expect.soft.poll(() => segmentRequests, { ...POLL, message: `${where}: Segment called` }).toBeGreaterThan(0);
    }

    /**
     * Whether the document as sent has a module script. Not read from the live DOM: once hydrated,
     * Remix's `<Scripts>` renders nothing, so a page that re-renders its root right after hydrating
     * (the home page does) no longer has the tag by the time a test looks.
     */
    const runsScripts = async (response: Awaited<ReturnType<typeof page.goto>>) => /<script\b[^>]*\btype="module"/.test((await response?.text()) ?? "");

    /** Opens `path` as a new document and checks it. */
    async function visit(path: string, where: string, { bridge = false } = {}) {
      reset();
      const response = await page.goto(path, { waitUntil: "load" });
      const scripts = await runsScripts(response);
      checkPolicy(response, where, scripts, bridge);
      if (scripts) await checkScriptsRan(page, where);
      await expectPlayerMediaLoaded(page, where);
      if (bridge)
        await expect.soft
          .poll(() => page.evaluate(() => typeof (window as { StoryblokBridge?: unknown }).StoryblokBridge), { ...POLL, message: `${where}: bridge loaded` })
          .toBe("function");
      await checkNothingBlocked(page, where);
      // A blocked chunk makes the page reload itself once (entry.client), which would drop the recorded events.
      expect.soft(documents, `${where}: one document load`).toBe(1);
      if (!scripts) scriptless.push(`${path} (${response?.status()})`);
      return scripts;
    }

    /** Follows the header's link to `next` (a client-side navigation) and checks the page it shows. */
    async function navigate(next: string, where: string) {
      reset();
      const since = await page.evaluate(() => {
        (window as { sameDocument?: boolean }).sameDocument = true;
        return performance.now();
      });
      const header = page.locator('[data-block="header"]');
      // A link in one of the header's menus (native <details>): open that menu first.
      if ((await header.locator(`a[href="${next}"]:visible`).count()) === 0) {
        await header
          .locator("details:visible")
          .filter({ has: page.locator(`a[href="${next}"]`) })
          .first()
          .locator("> summary")
          .click();
      }
      await header.locator(`a[href="${next}"]:visible`).first().click();
      await expect.soft(page, where).toHaveURL(new URL(next, baseURL).href);
      await expect.soft(page.locator("main h1").first(), `${where}: new page shown`).toBeVisible();
      expect.soft(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), `${where}: in the same document`).toBe(true);
      // The new page view reaches Segment through the loaded analytics.
      await expect.soft.poll(() => segmentRequests, { ...POLL, message: `${where}: Segment page view` }).toBeGreaterThan(0);
      await checkNothingBlocked(page, where, since);
      expect.soft(documents, `${where}: no document load`).toBe(0);
    }

    // 1. Every sandbox page; from three of them, a client-side navigation by a header link.
    const paths = [...new Set(SANDBOX_PAGES.map((path) => localize(path, lang)))];
    const navigations = new Map(Object.entries(NAVIGATIONS).map(([from, to]) => [localize(from, lang), localize(to, lang)]));
    for (const path of paths) {
      await visit(path, `${path} (${lang})`);
      const next = navigations.get(path);
      if (next) await navigate(next, `client navigation ${path} → ${next} (${lang})`);
    }
    await warmed;
    // Not vacuous: every page runs the site's code but the static layout's.
    expect(scriptless, `pages sent without scripts in ${lang}`).toEqual([`${localize("/about/our-story", lang)} (200)`]);
    expect(navigations.size, `client navigations in ${lang}`).toBe(Object.keys(NAVIGATIONS).length);
    for (const kind of ["image", "media", "texttrack"])
      expect(assets.loaded.get(kind)?.size ?? 0, `${kind} loads from ${ASSET_ORIGIN} in ${lang}`).toBeGreaterThan(0);
    expect(assets.onSite, `sandbox assets asked of the site's own origin in ${lang}`).toEqual([]);

    // The home page in each variant of its A/B experiment (the assignment cookie set by hand;
    // step 1 saw whichever variant this browser drew). Each variant is a copy with its own hashes.
    const home = localize("/", lang);
    for (const [variant, cookie] of [
      ["Control", ""],
      ["Daily steps", "home-hero:daily-steps"],
    ] as const) {
      await context.addCookies([{ name: EXPERIMENTS_COOKIE, value: cookie, url: baseURL! }]);
      await visit(home, `${home} variant ${variant} (${lang})`);
      await expect.soft(page.locator("[data-experiment=home-hero]"), `${home}: variant ${variant} shown`).toHaveAttribute("data-variant", variant);
    }

    // 2. The main page types in preview (the editor's query, top level) and in the visual editor
    // (framing it): each language takes half of them each way, in turn, so every type is seen both ways.
    await page.route(`**${EDITOR}?**`, (route) => {
      const src = new URL(route.request().url()).searchParams.get("src") ?? "";
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Editor</title><iframe name="preview" src="${src.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}" style="width:1200px;height:760px"></iframe>`,
      });
    });
    for (const [index, { path, story }] of PREVIEWED.entries()) {
      const target = `${localize(path, lang)}?${editorQuery({ storyId: storyId(story) })}`;
      if ((index + LANGUAGES.indexOf(lang)) % 2 === 0) {
        await visit(target, `preview ${localize(path, lang)} (${lang})`, { bridge: true });
        continue;
      }
      const where = `editor ${localize(path, lang)} (${lang})`;
      reset();
      const framed = page.waitForResponse((response) => response.request().isNavigationRequest() && response.request().frame() !== page.mainFrame());
      await page.goto(`${EDITOR}?src=${encodeURIComponent(target)}`, { waitUntil: "load" });
      const frame = page.frame({ name: "preview" })!;
      checkPolicy(await framed, where, true, true);
      await checkScriptsRan(frame, where);
      await expect.soft
        .poll(() => frame.evaluate(() => typeof (window as { StoryblokBridge?: unknown }).StoryblokBridge), { ...POLL, message: `${where}: bridge loaded` })
        .toBe("function");
      await checkNothingBlocked(frame, where);
    }
  });
}
