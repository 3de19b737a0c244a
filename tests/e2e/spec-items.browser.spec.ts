import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";

/**
 * Product rules only a browser shows: the language switcher's accessible name, the favicon, and
 * when a form field is checked while typing.
 */

for (const path of ["/", "/de/membership", "/ar"]) {
  test(`${path}: the language switcher's accessible name contains its visible text (WCAG 2.5.3)`, async ({ page }) => {
    await page.goto(path);
    const switcher = page.getByTestId("language-switcher").filter({ visible: true }).locator("summary");
    const visible = (await switcher.locator("span").first().innerText()).trim();
    await expect(switcher).toHaveAccessibleName(new RegExp(`^${visible}\\b`));
    // axe's rule is experimental, so the page suite's default run does not include it.
    expect(await axeViolations(page, ["label-content-name-mismatch"])).toEqual([]);
  });
}

for (const path of ["/login", "/this/page/does-not-exist"]) {
  test(`${path} has a favicon: no failed icon request`, async ({ page }) => {
    const failed: string[] = [];
    page.on("response", (response) => {
      if (/favicon/.test(response.url()) && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
    expect(failed).toEqual([]);
  });
}

test("a form field left once is checked again 600 ms after the last keystroke, not on each", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-11-23T12:00:00Z") });
  await page.goto("/affiliates/apply");
  await page.getByTestId("consent-banner").getByRole("button", { name: "Reject" }).click();
  await page.clock.pauseAt(new Date("2026-11-23T12:10:00Z"));
  const email = page.getByLabel(/^Email$/);
  await email.fill("ok@example.com");
  await email.blur();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await email.focus();
  await email.press("End");
  await email.pressSequentially("@@");
  await page.clock.runFor(599);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await page.clock.runFor(1);
  await expect(email).toHaveAttribute("aria-invalid", "true");
});
