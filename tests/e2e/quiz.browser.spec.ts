import { expect, test, type Page } from "@playwright/test";

/**
 * The assessment quiz from start to results, with JavaScript on and off:
 * up to 3 growth areas (a fourth shows the limit message), then outcomes, then quests and
 * meditations (3 and 4, docs/product/learning-catalogue.md). Every step is a URL, so the back button walks the steps.
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): what it checks does not depend on the viewport, and the
 * layout project loads its pages at 375 and 1280 px.
 */
const LIMIT = "You have selected 3 options already.";
const AREAS = ["Stress & Resilience", "Energy & Wellbeing", "Focus & Productivity"];
const OUTCOMES = ["Staying calm under pressure", "Restful sleep", "Deep, undistracted work"];

const quiz = (page: Page) => page.locator('[data-block="assessment_quiz"]');

async function dismissConsent(page: Page) {
  const reject = page.getByRole("button", { name: "Reject" });
  if (await reject.isVisible()) await reject.click();
}

async function expectResults(page: Page) {
  await expect(page).toHaveURL(/step=results/);
  await expect(quiz(page).getByRole("heading", { name: "Your recommendations" })).toBeVisible();
  await expect(quiz(page).locator("[data-quest]")).toHaveCount(3);
  await expect(quiz(page).locator("[data-meditation]")).toHaveCount(4);
  await expect(quiz(page)).toContainText("Chosen for: Deep, undistracted work, Staying calm under pressure, and Restful sleep");
}

test.describe("with JavaScript", () => {
  test("runs from growth areas to results; a fourth choice is refused at once", async ({ page }) => {
    await page.goto("/assessment");
    await expect(quiz(page).locator("[data-hydrated]")).toHaveCount(1);
    await dismissConsent(page);
    const q = quiz(page);
    await expect(q.locator("[data-quiz-progress=current]")).toContainText("Growth areas");
    for (const [index, name] of AREAS.entries()) {
      await q.getByLabel(name).check();
      await expect(q.locator("[data-selection-count]")).toHaveText(`${index + 1} of 3 selected`);
    }
    await q.getByLabel("Love & Connection").click();
    await expect(q.getByLabel("Love & Connection")).not.toBeChecked();
    await expect(q.locator("[aria-live=assertive]")).toHaveText(LIMIT);
    // Choosing a chosen one again removes it, and the message goes.
    await q.getByLabel("Focus & Productivity").click();
    await expect(q.locator("[data-selection-count]")).toHaveText("2 of 3 selected");
    await expect(q.locator("[aria-live=assertive]")).toHaveText("");
    await q.getByLabel("Focus & Productivity").check();
    await q.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/step=outcomes/);
    await expect(q.getByRole("heading", { name: "What would you like to change?" })).toBeFocused();
    for (const name of OUTCOMES) await q.getByLabel(name).check();
    await q.getByLabel("Emotional balance").click();
    await expect(q.locator("[aria-live=assertive]")).toHaveText(LIMIT);
    await q.getByRole("button", { name: "See my results" }).click();
    await expectResults(page);

    // Back: the outcomes step, with its choices.
    await page.goBack();
    await expect(page).toHaveURL(/step=outcomes/);
    for (const name of OUTCOMES) await expect(q.getByLabel(name)).toBeChecked();
    await page.goForward();
    await expectResults(page);
    await q.getByRole("link", { name: "Start over" }).click();
    await expect(page).toHaveURL(/step=areas$/);
    await expect(q.locator("[data-selection-count]")).toHaveText("0 of 3 selected");
  });

  test("continuing without a choice asks for one", async ({ page }) => {
    await page.goto("/assessment");
    await expect(quiz(page).locator("[data-hydrated]")).toHaveCount(1);
    await dismissConsent(page);
    await quiz(page).getByRole("button", { name: "Continue" }).click();
    await expect(quiz(page).locator("[aria-live=assertive]")).toHaveText("Choose at least one growth area to continue.");
    await expect(page).not.toHaveURL(/step=outcomes/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("runs from growth areas to results through plain GET forms", async ({ page }) => {
    await page.goto("/assessment");
    await dismissConsent(page);
    const q = quiz(page);
    for (const name of [...AREAS, "Love & Connection"]) await q.getByLabel(name).check();
    await q.getByRole("button", { name: "Continue" }).click();
    // The server keeps the first three and stays on the step with the message.
    await expect(q.locator("[aria-live=assertive]")).toHaveText(LIMIT);
    await expect(q.locator("[data-selection-count]")).toHaveText("3 of 3 selected");
    await expect(q.getByLabel("Love & Connection")).not.toBeChecked();
    await q.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/step=outcomes/);
    for (const name of OUTCOMES) await q.getByLabel(name).check();
    await q.getByRole("button", { name: "See my results" }).click();
    await expectResults(page);
    await q.getByRole("link", { name: "Change outcomes" }).click();
    await expect(page).toHaveURL(/step=outcomes/);
    for (const name of OUTCOMES) await expect(q.getByLabel(name)).toBeChecked();
  });
});

test("a visitor is invited to sign in; a member sees their scores and picks", async ({ page }) => {
  await page.goto("/members/growth");
  await dismissConsent(page);
  await expect(page.locator('[data-score="visitor"]')).toContainText("Sign in to see your assessment score");
  await expect(page.locator('[data-recommendations="visitor"] [data-quest]')).toHaveCount(3);
  await page.locator('[data-score="visitor"]').getByRole("link", { name: "Sign in" }).click();
  await page.getByRole("button", { name: /Lucas Moreau/ }).click();
  await expect(page).toHaveURL(/\/members\/growth$/);
  const score = page.locator('[data-score="member"]');
  await expect(score).toContainText("Hi Lucas");
  await expect(score.getByRole("meter", { name: "Assessment score" })).toHaveAttribute("aria-valuetext", "63.5 out of 100");
  await expect(score.getByRole("meter", { name: /Focus & Productivity/ })).toHaveAttribute("aria-valuenow", "4.5");
  await expect(score.getByRole("meter")).toHaveCount(9);
  await expect(page.locator('[data-recommendations="member"]')).toContainText("Lucas, these are picked");
  await expect(page.locator('[data-recommendations="member"] [data-meditation]')).toHaveCount(4);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const lang of ["", "/de", "/ru"]) {
    test(`the step labels show whole, none cut off (${lang || "/en"})`, async ({ page }) => {
      await page.goto(`${lang}/assessment`);
      const labels = quiz(page)
        .locator("nav ol li")
        .getByText(/\S/)
        .filter({ hasNotText: /^[0-9✓]$/ });
      await expect(labels).toHaveCount(3);
      for (const label of await labels.all()) {
        expect(
          await label.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight + 1),
          (await label.textContent()) ?? "",
        ).toBe(true);
      }
    });
  }
});
