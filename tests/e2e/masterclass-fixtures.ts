import type { Page, TestInfo } from "@playwright/test";
import { ipFor } from "./affiliate-fixtures";

/** Addresses, attendees and helpers of the masterclass specs (masterclass*.browser.spec.ts). */
export const LANDING = "/masterclass/three-breath-reset";
export const WATCH = "/masterclass/three-breath-reset/watch";
export const NORA = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c01";
export const UNKNOWN = "00000000-0000-4000-8000-000000000000";

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
export const form = (page: Page) => page.locator('[data-block="registration_form"]');

/**
 * Makes the test a visitor of its own (the e2e servers trust X-Forwarded-For): registrations are
 * limited per client. Only for tests that register: the header makes the player's cross-origin
 * media requests non-simple, which the sandbox's asset origin does not preflight.
 */
export const ownVisitor = async ({ page }: { page: Page }, testInfo: TestInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ipFor(testInfo) });
};

export async function attendeeCookie(page: Page): Promise<{ uuid: string; status: string | null } | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "bp_attendee");
  if (!cookie) return null;
  return JSON.parse(Buffer.from(decodeURIComponent(cookie.value), "base64").toString("utf8")) as { uuid: string; status: string | null };
}

export async function fillDetails(page: Page, { name = "Ada Lovelace", email = `ada.${unique()}@example.com`, phone = "415 555 0142" } = {}) {
  await form(page).getByLabel("Your name").fill(name);
  await form(page).getByLabel("Email address").fill(email);
  await form(page).getByLabel("Country calling code").selectOption("US");
  await form(page).getByRole("textbox", { name: "Phone number" }).fill(phone);
}

/**
 * Chooses the last dated day of the form: while a session runs, the first day offered is "watch now",
 * and registering for it leads to the player instead of the thank-you page.
 */
export async function chooseDatedDay(page: Page): Promise<string> {
  const day = form(page).getByLabel("Day");
  const dates = await day.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => /^\d{4}-/.test(v)));
  await day.selectOption(dates.at(-1)!);
  return dates.at(-1)!;
}
