import { expect, test, type Page } from "@playwright/test";
import { LANDING, unique, form, ownVisitor, attendeeCookie, fillDetails, chooseDatedDay } from "./masterclass-fixtures";

/**
 * Masterclass registration (docs/product/webinars.md, "Timeslot picker" and "Registration"), on the sandbox page
 * `/masterclass/three-breath-reset`, with and without JavaScript. Registrations use unique emails,
 * so runs and projects never see each other's attendees. The player is masterclass-player.browser.spec.ts's.
 */

test.describe("with JavaScript", () => {
  test.beforeEach(ownVisitor);
  test.use({ timezoneId: "Asia/Tokyo" });

  test("choosing a day regenerates its times at once; registering goes to the thank-you page with the slot", async ({ page }) => {
    const probe = unique();
    await page.goto(`${LANDING}?probe=${probe}`, { waitUntil: "networkidle" });
    await page
      .getByTestId("consent-banner")
      .getByRole("button", { name: /Accept/ })
      .click();
    const day = form(page).getByLabel("Day");
    const time = form(page).getByLabel("Time");
    // The browser's zone (Tokyo) is used once hydrated.
    await expect(form(page)).toContainText("Asia/Tokyo");
    const dates = await day.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => /^\d{4}-/.test(v)));
    const lastDay = dates.at(-1)!;
    await day.selectOption(lastDay);
    const times = await time.locator("option").allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const text of times) expect(text).toMatch(/^\d{1,2}:00 (AM|PM)$/);
    await expect(page.getByText(/Times updated for/)).toBeAttached();
    await time.selectOption({ index: times.length - 1 });
    const slot = await time.inputValue();

    await fillDetails(page);
    await form(page).getByRole("button", { name: "Save my seat" }).click();
    await expect(page).toHaveURL(new RegExp(`/masterclass/three-breath-reset/thank-you\\?slot=${encodeURIComponent(slot).replace(/\./g, "\\.")}$`));
    await expect(page.getByRole("timer")).toBeVisible();
    await expect(page.locator('[data-block="add_to_calendar"]')).toHaveAttribute("data-add-to-calendar", slot);
    const attendee = await attendeeCookie(page);
    expect(attendee).toMatchObject({ status: "registered" });
    await expect
      .poll(async () => {
        const events = (await (await page.request.get("/__sandbox/events?dataset=email%20submitted")).json()) as { data: { attendeeUuid?: string } }[];
        return events.some((e) => e.data.attendeeUuid === attendee?.uuid);
      })
      .toBe(true);
    await expect
      .poll(async () => {
        const calls = (await (await page.request.get("/__sandbox/segment-calls")).json()) as {
          body: { type?: string; event?: string; context?: { page?: { search?: string } } };
        }[];
        return calls.some((c) => c.body.type === "track" && c.body.event === "masterclass_sign_up" && c.body.context?.page?.search?.includes(probe));
      })
      .toBe(true);
  });

  test("invalid email and phone show at their fields in the browser, keeping the other values", async ({ page }) => {
    await page.goto(LANDING, { waitUntil: "networkidle" });
    await fillDetails(page, { name: "Grace Hopper", email: "grace@invalid", phone: "12" });
    await form(page).getByRole("button", { name: "Save my seat" }).click();
    // The click was a submit (leaving the phone field shows its error, which moves the button; the
    // press must not lose the click): the first field with an error has the focus.
    await expect(form(page).getByLabel("Email address")).toBeFocused();
    await expect(form(page).getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(form(page).getByText("This phone number doesn’t look right for the selected country.")).toBeVisible();
    await expect(form(page).getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel("Your name")).toHaveValue("Grace Hopper");
    await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
  });

  test("the phone number is optional: registering without one goes to the thank-you page", async ({ page }) => {
    await page.goto(LANDING, { waitUntil: "networkidle" });
    await expect(form(page).getByRole("textbox", { name: "Phone number (optional)" })).toBeVisible();
    await chooseDatedDay(page);
    await fillDetails(page, { name: "Hedy Lamarr", phone: "" });
    await form(page).getByRole("button", { name: "Save my seat" }).click();
    await expect(page).toHaveURL(/\/masterclass\/three-breath-reset\/thank-you\?slot=/);
    expect(await attendeeCookie(page)).toMatchObject({ status: "registered" });
  });

  test("the phone's country picker starts with the calling code", async ({ page }) => {
    await page.goto(LANDING, { waitUntil: "networkidle" });
    const picker = form(page).getByLabel("Country calling code");
    await picker.selectOption("DE");
    // The code is isolated left to right (U+2066…U+2069), so Arabic pages show "+49", not "49+".
    await expect(picker.locator("option:checked")).toHaveText("\u2066+49\u2069 Germany");
  });

  test("sent empty, the form focuses its first field below the sticky header, its label in sight", async ({ page }) => {
    await page.goto(LANDING, { waitUntil: "networkidle" });
    const send = form(page).getByRole("button", { name: "Save my seat" });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    const name = form(page).getByLabel("Your name");
    await expect(name).toBeFocused();
    const headerBottom = await page
      .locator("header")
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const labelTop = await page.locator(`label[for="${await name.getAttribute("id")}"]`).evaluate((label) => label.getBoundingClientRect().top);
    expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
  });

  test("a failing platform shows the retry message and keeps every value", async ({ page }) => {
    await page.goto(LANDING, { waitUntil: "networkidle" });
    const chosenDay = await form(page).getByLabel("Day").inputValue();
    const chosenTime = await form(page).getByLabel("Time").inputValue();
    await fillDetails(page, { name: "Katherine Johnson", email: "fail@sandbox.example", phone: "415 555 0142" });
    await form(page).getByRole("button", { name: "Save my seat" }).click();
    await expect(form(page).getByRole("alert")).toHaveText(/couldn’t save your seat just now/);
    await expect(form(page).getByLabel("Your name")).toHaveValue("Katherine Johnson");
    await expect(form(page).getByLabel("Email address")).toHaveValue("fail@sandbox.example");
    await expect(form(page).getByRole("textbox", { name: "Phone number" })).toHaveValue("415 555 0142");
    await expect(form(page).getByLabel("Day")).toHaveValue(chosenDay);
    // "15 mins from now" and "Watch now" are relative to the clock: across a minute boundary
    // the same choice stands for the next minute's slot.
    const relative = chosenDay === "in15" || chosenDay === "instant";
    const keptTime = Date.parse(await form(page).getByLabel("Time").inputValue());
    expect(keptTime - Date.parse(chosenTime)).toBeGreaterThanOrEqual(0);
    expect(keptTime - Date.parse(chosenTime)).toBeLessThanOrEqual(relative ? 2 * 60_000 : 0);
  });
});

test.describe("campaign tags", () => {
  test.beforeEach(ownVisitor);
  async function register(page: Page): Promise<string> {
    const email = `tags.${unique()}@example.com`;
    await chooseDatedDay(page);
    await fillDetails(page, { email });
    await form(page).getByRole("button", { name: "Save my seat" }).click();
    await expect(page).toHaveURL(/\/thank-you\?slot=/);
    return email;
  }
  const recorded = async (page: Page, email: string) =>
    ((await (await page.request.get("/__sandbox/registrations")).json()) as { email: string; utm: Record<string, string> }[]).find((r) => r.email === email)
      ?.utm;

  test("a registration records the tags of the ad it came from, though the page is every visitor's", async ({ page }) => {
    await page.goto(`${LANDING}?utm_source=newsletter&utm_campaign=spring&gclid=Cj0KCQ${unique()}`, { waitUntil: "networkidle" });
    // The stored HTML names no tag: the form's action is the page's own address.
    await expect(form(page).locator("form")).toHaveAttribute("action", LANDING);
    const email = await register(page);
    expect(await recorded(page, email)).toEqual({ source: "newsletter", campaign: "spring" });
  });

  test("tags of the visit's landing page are kept when the visitor reaches the form later", async ({ page }) => {
    await page.goto(`/?utm_source=ads&utm_medium=cpc`, { waitUntil: "networkidle" });
    await page.goto(LANDING, { waitUntil: "networkidle" });
    const email = await register(page);
    expect(await recorded(page, email)).toEqual({ source: "ads", medium: "cpc" });
  });
});

test.describe("without JavaScript", () => {
  test.beforeEach(ownVisitor);
  test.use({ javaScriptEnabled: false });

  test("show times re-renders the chosen day keeping what was typed, then registration works", async ({ page }) => {
    await page.goto(LANDING);
    await form(page).getByLabel("Your name").fill("Mary Jackson");
    const day = form(page).getByLabel("Day");
    const lastDay = await day.locator("option").last().getAttribute("value");
    await day.selectOption(lastDay!);
    await form(page).getByRole("button", { name: "Show times" }).click();
    await expect(form(page).getByLabel("Day")).toHaveValue(lastDay!);
    await expect(form(page).getByLabel("Your name")).toHaveValue("Mary Jackson");
    const time = form(page).getByLabel("Time");
    expect(await time.inputValue()).toMatch(new RegExp(`^${lastDay}T`));
    await time.selectOption({ index: (await time.locator("option").count()) - 1 });
    const slot = await time.inputValue();

    await fillDetails(page, { name: "Mary Jackson" });
    await form(page).getByRole("button", { name: "Save my seat" }).click();
    await expect(page).toHaveURL(/\/masterclass\/three-breath-reset\/thank-you\?slot=/);
    expect(new URL(page.url()).searchParams.get("slot")).toBe(slot);
    expect(await attendeeCookie(page)).toMatchObject({ status: "registered" });
  });

  test("the server reports invalid email and phone at their fields and keeps the other values", async ({ page }) => {
    await page.goto(LANDING);
    await fillDetails(page, { name: "Dorothy Vaughan", email: "dorothy@nowhere", phone: "555" });
    await form(page).getByRole("button", { name: "Save my seat" }).click();
    await expect(form(page).getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(form(page).getByText("This phone number doesn’t look right for the selected country.")).toBeVisible();
    await expect(form(page).getByLabel("Your name")).toHaveValue("Dorothy Vaughan");
    await expect(form(page).getByLabel("Email address")).toHaveValue("dorothy@nowhere");
    await expect(form(page).getByLabel("Country calling code")).toHaveValue("US");
  });

  test("the server registers a visitor who gave no phone number", async ({ page }) => {
    await page.goto(LANDING);
    const day = await chooseDatedDay(page);
    await form(page).getByRole("button", { name: "Show times" }).click();
    await expect(form(page).getByLabel("Day")).toHaveValue(day);
    await fillDetails(page, { name: "Hedy Lamarr", phone: "" });
    await form(page).getByRole("button", { name: "Save my seat" }).click();
    await expect(page).toHaveURL(/\/masterclass\/three-breath-reset\/thank-you\?slot=/);
    expect(await attendeeCookie(page)).toMatchObject({ status: "registered" });
  });

  test("a failing platform keeps the values and asks to retry", async ({ page }) => {
    await page.goto(LANDING);
    await fillDetails(page, { name: "Annie Easley", email: "sandbox-fail-500@sandbox.example" });
    await form(page).getByRole("button", { name: "Save my seat" }).click();
    await expect(form(page).getByRole("alert")).toHaveText(/couldn’t save your seat just now/);
    await expect(form(page).getByLabel("Your name")).toHaveValue("Annie Easley");
    await expect(form(page).getByLabel("Email address")).toHaveValue("sandbox-fail-500@sandbox.example");
  });
});

test.describe("without JavaScript, pressing Enter", () => {
  test.beforeEach(ownVisitor);
  test.use({ javaScriptEnabled: false });

  test("in a field registers (it does not just show times)", async ({ page }) => {
    await page.goto(LANDING);
    await fillDetails(page, { name: "Evelyn Boyd" });
    await form(page).getByLabel("Email address").press("Enter");
    await expect(page).toHaveURL(/\/thank-you\?slot=/);
  });
});
