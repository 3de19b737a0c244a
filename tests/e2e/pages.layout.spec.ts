import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { waitForHydration } from "./client-router";
import { clippedControls, overlaysOutside, pageOverflow } from "./layout-checks";
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
 * The same page load, for a visitor on every sandbox page, also checks that the page hydrates without
 * console errors, that its last block is laid out, and that axe finds no accessibility violation, at
 * both widths: one load, every check (the browser specs do not load these pages again for them).
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

/** The member's signed-in browser state, made once per worker (a file its tests' contexts start from). */
const test = base.extend<object, { memberState: string }>({
  memberState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
      const page = await context.newPage();
      await page.goto("/login?returnTo=/");
      await page.getByRole("button", { name: new RegExp(MEMBER) }).click();
      await page.waitForURL((url) => url.pathname === "/");
      const file = workerInfo.project.outputDir + `/layout-member-${workerInfo.workerIndex}.json`;
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: "worker" },
  ],
});

// A stuck step fails within seconds, not at the end of the test.
test.use({ actionTimeout: 10_000, navigationTimeout: 30_000 });

/** The checks, put in the page once (layout-checks.ts), so that one round trip runs all of them. */
async function installChecks(page: Page) {
  await page.evaluate(`window.__layout = { pageOverflow: ${pageOverflow}, clippedControls: ${clippedControls}, overlaysOutside: ${overlaysOutside} }`);
}

interface MenuReport {
  open: boolean;
  problems: string[];
}

/**
 * Looks at the menu whose summary is the `index`th menu summary of the document once it has had two
 * frames to settle (handlers of its `toggle` event, a re-render): what leaves the viewport, what it
 * cuts, whether the page now scrolls sideways.
 */
function inspectMenu(index: number): Promise<MenuReport> {
  type Checks = { pageOverflow: () => string[]; clippedControls: (scope: Element | null) => string[]; overlaysOutside: () => string[] };
  const checks = (window as unknown as { __layout: Checks }).__layout;
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const details = document.querySelectorAll("details[data-menu] > summary")[index]!.parentElement as HTMLDetailsElement;
        if (!details.open) return resolve({ open: false, problems: [] });
        // Its summary was on screen before: checked with the page.
        const inside = [...details.children].filter((child) => child.tagName !== "SUMMARY").flatMap((child) => checks.clippedControls(child));
        resolve({ open: true, problems: [...checks.overlaysOutside(), ...inside.map((problem) => `inside: ${problem}`), ...checks.pageOverflow()] });
      }),
    ),
  );
}

/** The menu summaries on screen whose nearest enclosing menu is the `within`th one (-1: outer menus): their indexes and names. */
function menusWithin(within: number): { index: number; name: string }[] {
  const summaries = [...document.querySelectorAll("details[data-menu] > summary")];
  const scope = within < 0 ? null : summaries[within]!.parentElement;
  return summaries
    .map((summary, index) => ({ summary, index }))
    .filter(({ summary }) => summary.getClientRects().length > 0 && summary.checkVisibility({ visibilityProperty: true }))
    .filter(({ summary }) => (summary.parentElement!.parentElement?.closest("details[data-menu]") ?? null) === scope)
    .map(({ summary, index }) => ({ index, name: (summary.getAttribute("aria-label") ?? summary.textContent ?? "").replace(/\s+/g, " ").trim() }));
}

/** Opens each menu in turn by a click on its summary (and each menu inside it), checks what shows, and closes it again. */
async function sweepMenus(page: Page, within: number, trail: string[], problems: string[]) {
  const summaries = page.locator("details[data-menu] > summary");
  for (const { index, name } of await page.evaluate(menusWithin, within)) {
    const here = [...trail, name].join(" › ");
    await summaries.nth(index).click();
    const report = await page.evaluate(inspectMenu, index);
    if (!report.open) problems.push(`the menu ${here} did not open on a click`);
    problems.push(...report.problems.map((problem) => `with the menu ${here} open: ${problem}`));
    if (report.open) await sweepMenus(page, index, [...trail, name], problems);
    await summaries.nth(index).click();
  }
}

/** The screenshot's file name: the path in safe characters (a long query cut), the width and the role. */
const fileName = (pagePath: string, width: number, role: string) =>
  `${
    pagePath
      .replace(/^\//, "")
      .replace(/[^\w-]+/g, "_")
      .slice(0, 80) || "home"
  }-${width}-${role}.png`;

for (const role of ["visitor", "member"] as const) {
  test.describe(`as a ${role}`, () => {
    if (role === "member") test.use({ storageState: async ({ memberState }, provide) => provide(memberState) });
    for (const viewport of WIDTHS) {
      test.describe(`at ${viewport.width} px`, () => {
        test.use({ viewport });
        for (const pagePath of PAGES) {
          const audited = role === "visitor" && AUDITED.has(pagePath);
          const title = audited
            ? `${pagePath} hydrates without console errors, has no accessibility violations, fits the screen, its menus and dialogs stay inside it, no control cuts its text`
            : `${pagePath} fits the screen, its menus and dialogs stay inside it, no control cuts its text`;
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
            await page.goto(pagePath);
            const scripted = (await page.locator("script:not([type='application/ld+json'])").count()) > 0;
            if (scripted) await waitForHydration(page);
            if (audited) {
              // A page's last block is always laid out (app/tailwind.css): were it skipped like the blocks
              // above it, its 600 px placeholder could end before its content, and the audit's hit tests
              // (Lighthouse's too) would find the footer behind the block's text.
              const lastBlock = page.locator('[data-block="page"] > :last-child');
              if ((await lastBlock.count()) > 0)
                expect.soft(await lastBlock.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe("visible");
            }
            // Blocks far down a story are laid out only near the viewport (`content-visibility: auto`): lay out all, as a reader scrolling would.
            await page.addStyleTag({ content: '[data-block="page"] > *, select[data-long] { content-visibility: visible !important; }' });

            // Judged fully laid out (the style above): whether axe met a skipped block or a laid-out one would depend on timing.
            if (audited) {
              const results = await new AxeBuilder({ page }).analyze();
              expect.soft(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
            }

            await installChecks(page);
            problems.push(...(await page.evaluate(pageOverflow)));
            problems.push(...(await page.evaluate(clippedControls, null)));

            // The consent banner shows on a first visit to a page that runs scripts; it also offers its choices unfolded.
            const banner = page.getByTestId("consent-banner");
            if (scripted && (await page.locator("footer").count()) > 0) {
              await expect(banner).toBeVisible();
              problems.push(...(await page.evaluate(overlaysOutside)).map((problem) => `consent banner: ${problem}`));
              await banner.locator("summary").click();
              await expect(banner.locator("details")).toHaveAttribute("open", "");
              problems.push(...(await page.evaluate(overlaysOutside)).map((problem) => `consent banner, choices unfolded: ${problem}`));
              problems.push(...(await banner.evaluate(clippedControls)).map((problem) => `in the consent banner: ${problem}`));
              // Chosen ("Reject all", its second button: nothing more loads), it leaves the page, which is then photographed without it.
              await banner.locator("button").nth(1).click();
              await expect(banner).toHaveCount(0);
            }

            // A long page photographed whole takes seconds on a busy machine: more than an action may.
            const shot = await page.screenshot({ fullPage: true, animations: "disabled", timeout: 30_000 });
            const name = fileName(pagePath, viewport.width, role);
            mkdirSync(SHOTS, { recursive: true });
            writeFileSync(path.join(SHOTS, name), shot);
            await testInfo.attach(name, { body: shot, contentType: "image/png" });

            await sweepMenus(page, -1, [], problems);

            expect.soft(errors, "console errors").toEqual([]);
            expect(problems, `${pagePath} at ${viewport.width} px as a ${role} (screenshot test-results/layout/${name})`).toEqual([]);
          });
        }
      });
    }
  });
}
