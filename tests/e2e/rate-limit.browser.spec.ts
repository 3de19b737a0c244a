import { expect, test } from "@playwright/test";
import { application, ipFor } from "./affiliate-fixtures";

/**
 * Over the affiliate limit without JavaScript (docs/decisions/0011): the
 * refusal is the front door's short 429 page, and the browser's Back button returns to the form with
 * everything the visitor typed (the browser keeps it; the server stores nothing).
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): what it checks does not depend on the viewport, and the
 * layout project loads its pages at 375 and 1280 px.
 */
test.use({ javaScriptEnabled: false });

const PAGE = "/affiliates/apply";

test("the 429 page says when to come back; Back returns to the form with the answers", async ({ page }, testInfo) => {
  const visitor = { "X-Forwarded-For": ipFor(testInfo) };
  await page.setExtraHTTPHeaders(visitor);
  await page.goto(PAGE);
  const uid = await page.locator('input[name="_block"]').first().inputValue();
  // The visitor's five applications of the last ten minutes.
  for (let i = 0; i < 5; i += 1) {
    const sent = await page.request.post(PAGE, { form: { _block: uid, ...application({ email: "" }) }, headers: visitor, maxRedirects: 0 });
    expect(sent.status()).toBe(400);
  }

  await page.getByLabel("First name").fill("Zoë");
  await page.getByLabel("Company").fill("Calm Harbor Media");
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST"),
    page.getByRole("button", { name: "Send my application" }).click(),
  ]);
  expect(response.status()).toBe(429);
  await expect(page.getByRole("heading", { level: 1, name: "Too many applications for now" })).toBeVisible();
  await expect(page.getByText("Please try again in 10 minutes.", { exact: false })).toBeVisible();

  await page.goBack();
  await expect(page.getByLabel("First name")).toHaveValue("Zoë");
  await expect(page.getByLabel("Company")).toHaveValue("Calm Harbor Media");
});
