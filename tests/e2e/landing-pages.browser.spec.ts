import { expect, test, type Page } from "@playwright/test";

/**
 * Landing pages are every visitor's (docs/product/caching-and-cdn.md): the masterclass, the pages with a
 * phone field and the affiliate form are stored once, whatever the visitor's country, time zone
 * or ad tags; the visitor's own parts come after the shared HTML (that a choice made before the
 * location arrives is kept: `components/forms/visitor-country.test.tsx`). The sandbox locates
 * 203.0.113.20 in Germany and 203.0.113.40 in Brazil.
 */
const MASTERCLASS = "/masterclass/three-breath-reset";
const AFFILIATES = "/affiliates/apply";
const BERLIN = "203.0.113.20";
const SAO_PAULO = "203.0.113.40";

const callingCode = (page: Page) => page.locator('[data-block="registration_form"]').getByLabel("Country calling code");

test.describe("with JavaScript", () => {
  test("the masterclass's phone field starts on the visitor's own country once the browser knows it", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": BERLIN });
    await page.goto(MASTERCLASS, { waitUntil: "networkidle" });
    await expect(callingCode(page)).toHaveValue("DE");
  });

  test("the affiliate form's address and phone start on the visitor's country", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": SAO_PAULO });
    await page.goto(AFFILIATES, { waitUntil: "networkidle" });
    await expect(page.getByLabel("Country", { exact: true })).toHaveValue("BR");
    await expect(page.getByLabel("Country calling code").filter({ visible: true })).toHaveValue("BR");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone field starts on the site's default country and the times name their zone", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": BERLIN });
    await page.goto(MASTERCLASS);
    await expect(callingCode(page)).toHaveValue("US");
    await expect(page.locator('[data-block="timeslot_picker"]')).toContainText("UTC");
  });
});

test("visitors from two countries and time zones get the same stored masterclass and affiliate form", async ({ browser }) => {
  for (const path of [MASTERCLASS, AFFILIATES]) {
    const bodies: string[] = [];
    for (const [ip, timezoneId] of [
      [BERLIN, "Europe/Berlin"],
      [SAO_PAULO, "America/Sao_Paulo"],
    ] as const) {
      const context = await browser.newContext({ timezoneId, extraHTTPHeaders: { "x-forwarded-for": ip } });
      // A visitor whose browser already told the site its zone sends the tz cookie.
      await context.addCookies([{ name: "tz", value: encodeURIComponent(timezoneId), url: "http://localhost" }]);
      const response = await context.request.get(`${path}?gclid=${ip}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"], path).toMatch(/^public, /);
      bodies.push(await response.text());
      await context.close();
    }
    expect(bodies[1], path).toBe(bodies[0]);
  }
});
