import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import ICAL from "ical.js";

/**
 * Webinar building blocks (docs/product/webinars.md): countdown, add to calendar, the time-zone client hint.
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): what it checks does not depend on the viewport, and the
 * layout project loads its pages at 375 and 1280 px.
 */

const SLOT = "2027-01-20T17:30:00.000Z";

test("the countdown counts down, then goes to its redirect", async ({ page }) => {
  await page.goto("/lab/countdown");
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(page).toHaveURL(/\/gallery\/blocks$/, { timeout: 15_000 });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the countdown offers its redirect as a link", async ({ page }) => {
    await page.goto("/lab/countdown");
    await expect(page.getByRole("timer")).toContainText(/0?[0-3]/);
    await expect(page.getByRole("link", { name: "Open the gallery now" })).toHaveAttribute("href", "/gallery/blocks");
  });
});

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("add to calendar shows the chosen slot in the visitor's zone and downloads an .ics holding it", async ({ page }) => {
    await page.goto(`/gallery/blocks?slot=${encodeURIComponent(SLOT)}`, { waitUntil: "networkidle" });
    const block = page.locator('[data-block="add_to_calendar"]');
    // Far down the gallery, the block hydrates as it nears the screen (docs/decisions/0021).
    await block.scrollIntoViewIfNeeded();
    // 17:30 UTC is 02:30 the next day in Tokyo.
    await expect(block.locator("time")).toHaveText("Thursday, 21 January 2027, 2:30 AM");
    await expect(block.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute("href", /dates=20270120T173000Z%2F20270120T181500Z/);

    const [download] = await Promise.all([page.waitForEvent("download"), block.getByRole("link", { name: /Download \.ics/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile((await download.path())!, "utf8");
    const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(SLOT);
    expect(vevent.summary).toContain("The Three-Breath Reset");

    // The browser recorded its zone: the server now renders Tokyo time itself.
    const html = await (await page.request.get(`/gallery/blocks?slot=${encodeURIComponent(SLOT)}`)).text();
    expect(html.includes("Thursday, 21 January 2027, 2:30 AM"), "server HTML shows Tokyo time").toBe(true);
  });
});
