import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { devices, expect, test as base, type BrowserContext, type Cookie, type Page } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { waitForHydration } from "./client-router";
import { axeViolations } from "./axe";
import { clippedControls, overlaysOutside, pageOverflow } from "./layout-checks";
import { installChecks, menuSignature, sweepMenus } from "./menu-sweep";
import { SANDBOX_PAGES } from "./sandbox-pages";

/**
 * Screenshots as tests: every sandbox page at 375 and 1280 px, as a visitor and as a signed-in
 * member, photographed whole (attached to the report and written to test-results/layout/), and
 * failed on what a screenshot would show wrong:
 * - the page scrolls sideways (document wider than the viewport);
 * - an open menu or dialog leaves the viewport: the consent banner as it first shows and with its
 *   choices unfolded, then each header menu in turn (the phone menu and the dropdowns inside it,
 *   the wide bar's dropdowns, the language switcher, the account menu);
 * - a labelled control cuts its text (layout-checks.ts says how each kind is measured).
 * All problems of a page are reported together, each naming the width, the role, the element and the numbers.
 *
 * One load per page and role, seen at both widths by resizing it, as a responsive-screenshot
 * service renders one page at several widths: a visitor's load starts at 375 px, a member's at
 * 1280 px, so that every page's first render and hydration is seen at each width. The same load,
 * on every sandbox page, also checks that the page hydrates without console errors and that its
 * last block is laid out, and, for a visitor, that axe finds no accessibility violation at either
 * width: one load, every check (the browser specs do not load these pages again for them). Header
 * menus are opened once per distinct set of menus (menu-sweep.ts), not again on every page that shows the same.
 */

/** More languages than the sandbox list's: long words (de, ru, fr), right-to-left (ar), other scripts (zh), and the 404 page translated. */
const MORE_LANGUAGES = [
  "/ru",
  "/ar/membership",
  "/fr/membership",
  "/de/affiliates/apply",
  "/es/programs/inner-compass",
  "/ru/masterclass/three-breath-reset",
  "/ar/members/growth",
  "/it/assessment",
  "/pt/trainers",
  "/zh/quests/unstoppable-focus",
  "/in/offers/coaching",
  "/de/this/page/does-not-exist",
  "/ar/this/page/does-not-exist",
];
const PAGES = [...SANDBOX_PAGES, ...MORE_LANGUAGES];
/** Pages a visitor's load also audits: console errors, the last block's layout and axe. */
const AUDITED = new Set<string>(SANDBOX_PAGES);
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
const MEMBER = "Lucas Moreau";
const SHOTS = path.resolve("test-results", "layout");

type Role = "visitor" | "member";

/**
 * One browser context and one page per role and worker, each test a new document in that page: the
 * site's files stay in the browser's cache from page to page, as for a visitor browsing the site,
 * and the tab's renderer is started once, not per test (a new tab costs Chromium about half a
 * CPU-second: a renderer process, and Playwright's scripts compiled again in it). After each test
 * the test's listeners are removed and the context's cookies cleared (the consent banner shows
 * again), and the member's session cookies, made once per worker by signing in, put back.
 */
const test = base.extend<{ role: Role }, { tabs: Record<Role, Page>; memberCookies: Cookie[] }>({
  role: ["visitor", { option: true }],
  memberCookies: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
      const page = await context.newPage();
      await page.goto("/login?returnTo=/");
      await page.getByRole("button", { name: new RegExp(MEMBER) }).click();
      await page.waitForURL((url) => url.pathname === "/");
      const cookies = await context.cookies();
      await context.close();
      await use(cookies);
    },
    { scope: "worker" },
  ],
  tabs: [
    async ({ browser, memberCookies }, use) => {
      const options = { ...devices["Desktop Chrome"], baseURL: `http://localhost:${PORT}` };
      const contexts: BrowserContext[] = [await browser.newContext(options), await browser.newContext(options)];
      await contexts[1]!.addCookies(memberCookies);
      await use({ visitor: await contexts[0]!.newPage(), member: await contexts[1]!.newPage() });
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: "worker" },
  ],
  page: async ({ tabs, role, memberCookies }, provide) => {
    const page = tabs[role];
    await provide(page);
    page.removeAllListeners();
    await page.context().clearCookies();
    if (role === "member") await page.context().addCookies(memberCookies);
  },
});

// A stuck step fails within seconds, not at the end of the test.
test.use({ actionTimeout: 10_000, navigationTimeout: 30_000 });

/** The screenshot's file name: the path in safe characters (a long query cut), the width and the role. */
const fileName = (pagePath: string, width: number, role: string) =>
  `${
    pagePath
      .replace(/^\//, "")
      .replace(/[^\w-]+/g, "_")
      .slice(0, 80) || "home"
  }-${width}-${role}.jpg`;

/** Menus already swept by this worker, by their signature (menu-sweep.ts): the same menus are opened once, not on every page. */
const swept = new Set<string>();

/** Resizes the viewport and waits two frames: what `resize` handlers and media queries change is laid out. */
async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
}

for (const role of ["visitor", "member"] as const) {
  test.describe(`as a ${role}`, () => {
    test.use({ role });
    // A visitor's page is loaded at 375 px and then widened, a member's loaded at 1280 px and then narrowed:
    // every page's first render and hydration is seen at both widths.
    const widths = role === "visitor" ? WIDTHS : [...WIDTHS].reverse();
    for (const pagePath of PAGES) {
      const audited = AUDITED.has(pagePath);
      const title = `${pagePath} at ${widths.map((viewport) => viewport.width).join(" and ")} px ${
        audited ? "hydrates without console errors, " : ""
      }${audited && role === "visitor" ? "has no accessibility violations, " : ""}fits the screen, its menus and dialogs stay inside it, no control cuts its text`;
      test(title, async ({ page }, testInfo) => {
        const problems: string[] = [];
        const errors: string[] = [];
        if (audited) {
          page.on("console", (message) => {
            // The unknown-path page is itself a 404 document: the browser logs that one status.
            const expected404 = pagePath === "/this/page/does-not-exist" && /status of 404/.test(message.text());
            if (message.type() === "error" && !expected404) errors.push(message.text());
          });
          page.on("pageerror", (error) => errors.push(error.message));
        }
        await page.setViewportSize(widths[0]!);
        await page.goto(pagePath);
        const scripted = (await page.locator("script:not([type='application/ld+json'])").count()) > 0;
        if (scripted) await waitForHydration(page);
        if (audited) {
          // A page's last block is always laid out (app/tailwind.css): were it skipped like the blocks
          // above it, its 600 px placeholder could end before its content, and the audit's hit tests
          // (Lighthouse's too) would find the footer behind the block's text.
          const lastBlock = page.locator('[data-block="page"] > :last-child');
          if ((await lastBlock.count()) > 0) expect.soft(await lastBlock.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe("visible");
        }
        // Blocks far down a story are laid out only near the viewport (`content-visibility: auto`): lay out all, as a reader scrolling would.
        // Judged fully laid out: whether axe met a skipped block or a laid-out one would depend on timing.
        await page.addStyleTag({ content: '[data-block="page"] > *, select[data-long] { content-visibility: visible !important; }' });
        await installChecks(page);

        // The consent banner shows on a first visit to a page that runs scripts; it also offers its choices unfolded.
        const banner = page.getByTestId("consent-banner");
        const withBanner = scripted && (await page.locator("footer").count()) > 0;
        for (const [step, viewport] of widths.entries()) {
          if (step > 0) await resize(page, viewport);
          const at = `at ${viewport.width} px`;
          if (audited && role === "visitor") expect.soft(await axeViolations(page), `axe ${at}`).toEqual([]);
          problems.push(...[...(await page.evaluate(pageOverflow)), ...(await page.evaluate(clippedControls, null))].map((problem) => `${at}: ${problem}`));
          if (!withBanner) continue;
          await expect(banner).toBeVisible();
          problems.push(...(await page.evaluate(overlaysOutside)).map((problem) => `${at}, consent banner: ${problem}`));
          await banner.locator("summary").click();
          await expect(banner.locator("details")).toHaveAttribute("open", "");
          problems.push(...(await page.evaluate(overlaysOutside)).map((problem) => `${at}, consent banner, choices unfolded: ${problem}`));
          problems.push(...(await banner.evaluate(clippedControls)).map((problem) => `${at}, in the consent banner: ${problem}`));
          await banner.locator("summary").click();
          await expect(banner.locator("details")).not.toHaveAttribute("open");
        }
        if (withBanner) {
          // Chosen ("Reject all", its second button: nothing more loads), it leaves the page, which is then photographed without it.
          await banner.locator("button").nth(1).click();
          await expect(banner).toHaveCount(0);
        }

        const shots: string[] = [];
        for (const [step, viewport] of [...widths].reverse().entries()) {
          if (step > 0) await resize(page, viewport);
          // A long page photographed whole takes seconds on a busy machine: more than an action may.
          const shot = await page.screenshot({ fullPage: true, animations: "disabled", type: "jpeg", quality: 80, timeout: 30_000 });
          const name = fileName(pagePath, viewport.width, role);
          mkdirSync(SHOTS, { recursive: true });
          writeFileSync(path.join(SHOTS, name), shot);
          await testInfo.attach(name, { body: shot, contentType: "image/jpeg" });
          shots.push(name);

          const signature = createHash("sha256")
            .update(await page.evaluate(menuSignature))
            .digest("hex");
          if (swept.has(signature)) continue;
          const before = problems.length;
          await sweepMenus(page, problems);
          problems.splice(before, Infinity, ...problems.slice(before).map((problem) => `at ${viewport.width} px: ${problem}`));
          swept.add(signature);
        }

        expect.soft(errors, "console errors").toEqual([]);
        expect(problems, `${pagePath} as a ${role} (screenshots test-results/layout/${shots.join(", ")})`).toEqual([]);
      });
    }
  });
}
