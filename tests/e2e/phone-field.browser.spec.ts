import { expect, test, type Locator } from "@playwright/test";

/**
 * The phone field's country select shows its whole label, "+1 United States", not
 * "+1 United Stat": on phones on a row of its own above the number, wider as wide as its label.
 * A closed native select never reports its text as overflowing (its scrollWidth is its
 * clientWidth), so the label is measured in the select's own font against its content box,
 * less the room its arrow takes.
 */

const ARROW_PX = 20;

async function labelFits(select: Locator): Promise<{ label: string; text: number; room: number }> {
  return select.evaluate((element: HTMLSelectElement, arrow) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    const label = element.selectedOptions[0]?.text ?? "";
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    return { label, text: context.measureText(label).width, room };
  }, ARROW_PX);
}

const CASES = [
  { path: "/affiliates/apply", countries: ["US", "DE", "GB"] },
  { path: "/de/masterclass/three-breath-reset", countries: ["US", "DE", "CH"] },
  { path: "/ar/masterclass/three-breath-reset", countries: ["US", "SA", "AE"] },
];

for (const { path, countries } of CASES) {
  test(`${path}: the country select shows its whole label, and the number stays beside or below it`, async ({ page }) => {
    await page.goto(path, { waitUntil: "networkidle" });
    const select = page.locator('select[autocomplete="tel-country-code"]');
    const number = page.locator('input[type="tel"]');
    const phone = (page.viewportSize()?.width ?? 1280) < 640;
    for (const country of countries) {
      await select.selectOption(country);
      const { label, text, room } = await labelFits(select);
      // clientWidth is rounded to whole pixels, the text's width is not.
      expect(text, `"${label}" fits its select (${Math.round(text)} of ${Math.round(room)} px)`).toBeLessThanOrEqual(room + 1);
      const [selectBox, numberBox] = [await select.boundingBox(), await number.boundingBox()];
      expect(numberBox!.width, "the number keeps room for a whole number").toBeGreaterThanOrEqual(180);
      if (phone) expect(numberBox!.y, "on a phone the number is below the country").toBeGreaterThanOrEqual(selectBox!.y + selectBox!.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
