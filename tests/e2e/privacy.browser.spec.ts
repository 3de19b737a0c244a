import { expect, test } from "@playwright/test";
import { uiString } from "./locales";
import { localize } from "./sandbox-pages";

/**
 * The consent banner is rendered in the browser only (cached HTML never depends on it), so its
 * link to the privacy policy is checked here rather than in the raw HTML: in the page's
 * language, and followed before any choice, the policy opens with the banner still asking.
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): what it checks does not depend on the viewport, and the
 * layout project loads its pages at 375 and 1280 px.
 */
for (const lang of ["en", "de", "ar"] as const) {
  test(`the consent banner links the privacy policy in ${lang}, and the choice is still open on it`, async ({ page }) => {
    await page.goto(localize("/trainers", lang), { waitUntil: "networkidle" });
    const banner = page.getByTestId("consent-banner");
    const link = banner.getByRole("link", { name: uiString(lang, "consent.privacyPolicy") });
    await expect(link).toHaveAttribute("href", localize("/legal/privacy", lang));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${localize("/legal/privacy", lang)}$`));
    await expect(page.getByRole("heading", { level: 1, name: uiString(lang, "consent.privacyPolicy") })).toBeVisible();
    await expect(banner.getByRole("button", { name: uiString(lang, "consent.rejectAll") })).toBeVisible();
  });
}
