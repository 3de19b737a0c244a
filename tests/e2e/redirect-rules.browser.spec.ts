import { expect, test } from "@playwright/test";
import { editorQuery } from "./preview";
import { navigateInPage, waitForHydration } from "./client-router";
import { axeViolations } from "./axe";

/** Redirect rules in a browser; the sandbox's rules are listed in redirect-rules.http.spec.ts. */
test("a visitor following an old link lands on the moved page with the query kept", async ({ page }) => {
  for (const [from, to] of [
    ["/old-membership?utm_source=ad", "/membership?utm_source=ad"],
    ["/zh/old-membership?utm_source=ad", "/zh/membership?utm_source=ad"],
  ]) {
    const response = await page.goto(from!);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
  }
});

test("a client-side navigation to a moved page lands on the target, not on a 404", async ({ page }) => {
  await page.goto("/de", { waitUntil: "networkidle" });
  await waitForHydration(page);
  await navigateInPage(page, "/de/old-membership?utm_source=ad");
  await expect(page).toHaveURL(/\/de\/membership\?utm_source=ad$/);
  await expect(page.locator('[data-block="membership_cards"], [data-block="plan_card"]').first()).toBeVisible();
});

test("the preview list of redirect rules is accessible and fits the screen", async ({ page }) => {
  await page.goto(`/redirect-rules?${editorQuery()}`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Redirect rules" })).toBeVisible();
  const problems = page.getByRole("region", { name: "Rules with problems (not applied)" });
  await expect(problems.getByRole("listitem").filter({ hasText: /^Loop: / })).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Applied rules" }).getByText("/old-membership", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
