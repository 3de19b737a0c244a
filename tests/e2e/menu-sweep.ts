import type { Page } from "@playwright/test";
import { clippedControls, overlaysOutside, pageOverflow } from "./layout-checks";

/**
 * The header-menu sweep of the layout project (pages.layout.spec.ts): every `<details data-menu>`
 * on screen is opened by a click on its summary (and each menu inside it in turn), checked with
 * layout-checks.ts, and closed again. Problems are sentences naming the trail of menus.
 */

/** Puts the checks in the page once, so that each menu costs one round trip. */
export async function installChecks(page: Page) {
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
export async function sweepMenus(page: Page, problems: string[], within = -1, trail: string[] = []) {
  const summaries = page.locator("details[data-menu] > summary");
  for (const { index, name } of await page.evaluate(menusWithin, within)) {
    const here = [...trail, name].join(" › ");
    await summaries.nth(index).click();
    const report = await page.evaluate(inspectMenu, index);
    if (!report.open) problems.push(`the menu ${here} did not open on a click`);
    problems.push(...report.problems.map((problem) => `with the menu ${here} open: ${problem}`));
    if (report.open) await sweepMenus(page, problems, index, [...trail, name]);
    await summaries.nth(index).click();
  }
}

/**
 * What the menus on screen are, as far as their layout goes: the viewport's width and the
 * document's language and direction, and for each menu on screen the landmark that holds it
 * (header, nav, footer or main) with its links' targets left out. Two pages with the same
 * signature show the same menus in the same places: the language switcher's links differ
 * from page to page, its labels and boxes do not. A menu inside `main` ties the signature to
 * the page's own content.
 */
export function menuSignature(): string {
  const summaries = [...document.querySelectorAll("details[data-menu] > summary")].filter((summary) => summary.getClientRects().length > 0);
  const holders = new Set(summaries.map((summary) => summary.closest("header, nav, footer, main") ?? document.body));
  const html = [...holders].map((holder) => holder.outerHTML.replace(/ href="[^"]*"/g, "")).join("\n");
  return `${document.documentElement.clientWidth} ${document.documentElement.lang} ${document.documentElement.dir}\n${html}`;
}
