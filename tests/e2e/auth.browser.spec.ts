import { expect, test, type Page } from "@playwright/test";
import { SESSION_COOKIE } from "../../app/domain/members/session-cookie";
import { ipFor } from "./affiliate-fixtures";

/** Signs in through the sandbox identity provider's page as the named demo member. */
async function signInAs(page: Page, name: string) {
  await expect(page.getByRole("heading", { name: /Sign in to Brightpath|Create your Brightpath account/ })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(name) }).click();
}

const accountMenu = (page: Page) => page.getByTestId("account-menu").filter({ visible: true });

/** Opens a native disclosure (`<details>`) by its summary unless it is open, and waits until it is. */
async function openDisclosure(summary: ReturnType<Page["locator"]>) {
  await expect(async () => {
    if (!(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open))) await summary.click();
    expect(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).toBe(true);
  }).toPass({ timeout: 15_000 });
}

/** On phones the account area sits in the header's menu: open it first. */
async function openMenuIfPhone(page: Page) {
  await page.waitForLoadState("load");
  const menu = page.locator("header summary").filter({ hasText: "Menu" });
  if (await menu.isVisible()) await openDisclosure(menu);
}

async function signOut(page: Page) {
  await openMenuIfPhone(page);
  await openDisclosure(accountMenu(page).locator("summary"));
  await page.getByRole("button", { name: "Sign out" }).filter({ visible: true }).click();
}

// Each test signs in as a client of its own (the e2e servers trust X-Forwarded-For): the per-client
// limit of sign-in callbacks (20 a minute) counts one test's sign-ins, not the whole run's.
test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ipFor(testInfo) });
});

for (const name of ["Maya Patel", "Lucas Moreau", "Aiko Tanaka"]) {
  test(`sign in as ${name} and see the name in the header`, async ({ page }) => {
    await page.goto("/programs/inner-compass");
    await openMenuIfPhone(page);
    await page.getByRole("link", { name: "Sign in" }).filter({ visible: true }).click();
    await signInAs(page, name);
    await expect(page).toHaveURL(/\/programs\/inner-compass$/);
    await openMenuIfPhone(page);
    await expect(accountMenu(page).locator("summary")).toHaveAttribute("aria-label", `Account of ${name}`);
  });
}

test("an anonymous visit to a members-only page goes through sign-in and lands back on it", async ({ page }) => {
  await page.goto("/de/members/library?tab=recordings");
  await signInAs(page, "Lucas Moreau");
  await expect(page).toHaveURL(/\/de\/members\/library\?tab=recordings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deine Bibliothek für Mitglieder");
});

test("a member the identity provider still knows passes the silent check without seeing the sign-in page", async ({ page, context }) => {
  await page.goto("/members/library");
  await signInAs(page, "Maya Patel");
  await expect(page).toHaveURL(/\/members\/library$/);
  // The site's session is gone (a new browser session), the provider's is not.
  await context.clearCookies({ name: SESSION_COOKIE });
  await page.goto("/members/library");
  await expect(page).toHaveURL(/\/members\/library$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your members' library");
});

test("redirect_sign_up lands on the sign-up screen", async ({ page }) => {
  await page.goto("/members/join");
  await expect(page.getByRole("heading", { name: "Create your Brightpath account" })).toBeVisible();
  await page.getByRole("button", { name: /Aiko Tanaka/ }).click();
  await expect(page).toHaveURL(/\/members\/join$/);
});

test("sign-out ends the session everywhere: a copy of the cookie is a visitor's, and the provider asks again", async ({ page, context }) => {
  await page.goto("/login?returnTo=/trainers");
  await signInAs(page, "Aiko Tanaka");
  await expect(page).toHaveURL(/\/trainers$/);
  const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(session).toBeTruthy();
  await signOut(page);
  await expect(page).toHaveURL(/\/trainers$/);
  await expect(page.locator('a[href*="/login?returnTo="]')).not.toHaveCount(0);
  await expect(page.getByTestId("account-menu")).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  // The cookie copied before signing out names a session that no longer exists.
  await context.addCookies([session!]);
  await page.goto("/trainers");
  await expect(page.locator('a[href*="/login?returnTo="]')).not.toHaveCount(0);
  await expect(page.getByTestId("account-menu")).toHaveCount(0);
  // The identity provider's session ended too: a members' page shows its sign-in page again.
  await page.goto("/members/library");
  await expect(page.getByRole("heading", { name: "Sign in to Brightpath" })).toBeVisible();
});

test("a tampered session cookie is treated as signed out", async ({ page, context }) => {
  await page.goto("/login?returnTo=/trainers");
  await signInAs(page, "Lucas Moreau");
  await expect(page.getByTestId("account-menu")).not.toHaveCount(0);
  const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(session).toBeTruthy();
  const [value = "", signature = ""] = decodeURIComponent(session?.value ?? "").split(".");
  const forged = Buffer.from(JSON.stringify({ auth: { member: { sub: "x", name: "Mallory" }, accessToken: "x", obtainedAt: Date.now() } })).toString("base64");
  for (const tampered of [`${forged}.${signature}`, `${value.slice(0, -2)}AA.${signature}`, "garbage"]) {
    await context.addCookies([{ ...session!, value: encodeURIComponent(tampered) }]);
    await page.goto("/trainers");
    await expect(page.locator('a[href*="/login?returnTo="]')).not.toHaveCount(0);
    await expect(page.getByTestId("account-menu")).toHaveCount(0);
    await expect(page.getByText("Mallory")).toHaveCount(0);
  }
});

test("an access token older than 110 minutes is refreshed before the page loads", async ({ page, context }) => {
  await page.goto("/login?returnTo=/trainers");
  await signInAs(page, "Maya Patel");
  await expect(page).toHaveURL(/\/trainers$/);
  const url = new URL(page.url());
  const clock = (minutes: number) =>
    context.addCookies([{ name: "sandbox_clock_offset_ms", value: String(minutes * 60_000), domain: url.hostname, path: "/" }]);

  const refreshes = async () => ((await (await page.request.get("/__sandbox/auth0/state")).json()) as { calls: { refresh_token: number } }).calls.refresh_token;
  const before = await refreshes();

  await clock(109);
  await page.request.get("/trainers");
  expect(await refreshes()).toBe(before);

  await clock(111);
  const stale = await page.request.get("/trainers");
  expect(stale.status()).toBe(200);
  expect(await stale.text()).toContain("Account of Maya Patel");
  expect(await refreshes()).toBe(before + 1);

  // The renewed session's clock starts again: the next request needs no refresh.
  const next = await page.request.get("/trainers");
  expect(await next.text()).toContain("Account of Maya Patel");
  expect(await refreshes()).toBe(before + 1);
});

test("/auth0-token-demo shows a sign-in button to visitors and the claims to members", async ({ page }) => {
  await page.goto("/fr/auth0-token-demo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre jeton d’identité");
  await page.getByRole("main").getByRole("link", { name: "Se connecter" }).click();
  await signInAs(page, "Aiko Tanaka");
  await expect(page).toHaveURL(/\/fr\/auth0-token-demo$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /sub auth0\|sandbox-coaching/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /name Aiko Tanaka/ })).toBeVisible();
});

test("the header shows the member's profile from the platform: avatar and level", async ({ page }) => {
  await page.goto("/login?returnTo=/trainers");
  await signInAs(page, "Lucas Moreau");
  await expect(page).toHaveURL(/\/trainers$/);
  await openMenuIfPhone(page);
  const summary = accountMenu(page).locator("summary");
  await expect(summary.locator("img")).toHaveAttribute("src", /\/sandbox-assets\/platform\/avatar\//);
  await openDisclosure(summary);
  await expect(page.getByTestId("member-level").filter({ visible: true })).toHaveText("Plan: Membership");
});

test("a member whose level is listed in redirect_if_user_level is redirected; others see the page", async ({ page }) => {
  await page.goto("/de/login?returnTo=/de/offers/coaching");
  await signInAs(page, "Aiko Tanaka");
  // All Access Coaching is listed: redirect_url keeps the page's language.
  await expect(page).toHaveURL(/\/de\/members\/library$/);
  await page.context().clearCookies();
  await page.goto("/login?returnTo=/offers/coaching");
  await signInAs(page, "Lucas Moreau");
  await expect(page).toHaveURL(/\/offers\/coaching$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Access Coaching");
});
