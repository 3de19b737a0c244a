import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Axe's accessibility violations on the page as it is now, one sentence each: `rule: target, …`.
 * `rules` limits the run to those rules (an experimental rule must be named to run at all).
 *
 * Axe runs in the page itself (`axe.run`, AxeBuilder's legacy mode) when every frame is of the
 * page's origin, reporting violations only: the default mode runs each frame apart and then
 * opens a blank page to merge the results, two to three times the work for the same answer.
 * A page with a cross-origin frame is checked in the default mode, which reaches into it.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const sameOrigin = page.frames().every((frame) => frame.url() === "about:blank" || frame.url() === "" || new URL(frame.url()).origin === origin);
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (rules) builder = builder.withRules(rules);
  if (sameOrigin) builder = builder.setLegacyMode();
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
