import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { ipFor } from "./affiliate-fixtures";

/**
 * Masterclass registration, attendees and the player (docs/product/webinars.md points 2–5, 7), on the
 * sandbox page `/masterclass/three-breath-reset`. Registrations use unique emails, so runs
 * and projects never see each other's attendees.
 */
const LANDING = "/masterclass/three-breath-reset";
const WATCH = "/masterclass/three-breath-reset/watch";
const NORA = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c01";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const form = (page: Page) => page.locator('[data-block="registration_form"]');

/**
 * Makes the test a visitor of its own (the e2e servers trust X-Forwarded-For): registrations are
 * limited per client. Only for tests that register: the header makes the player's cross-origin
 * media requests non-simple, which the sandbox's asset origin does not preflight.
 */
const ownVisitor = async ({ page }: { page: Page }, testInfo: TestInfo) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ipFor(testInfo) });
};

async function attendeeCookie(page: Page): Promise<{ uuid: string; status: string | null } | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "bp_attendee");
  if (!cookie) return null;
  return JSON.parse(Buffer.from(decodeURIComponent(cookie.value), "base64").toString("utf8")) as { uuid: string; status: string | null };
}

async function fillDetails(page: Page, { name = "Ada Lovelace", email = `ada.${unique()}@example.com`, phone = "415 555 0142" } = {}) {
  await form(page).getByLabel("Your name").fill(name);
  await form(page).getByLabel("Email address").fill(email);
  await form(page).getByLabel("Country calling code").selectOption("US");
  await form(page).getByRole("textbox", { name: "Phone number" }).fill(phone);
}

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
    // A dated day (not "watch now", offered while a session runs): registering leads to the thank-you page.
    const day = form(page).getByLabel("Day");
    const dates = await day.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => /^\d{4}-/.test(v)));
    await day.selectOption(dates.at(-1)!);
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

test("?a= stores the attendee, then a status update is stored for the visitor", async ({ page }) => {
  await page.goto(`${WATCH}?a=${NORA}`);
  expect(await attendeeCookie(page)).toEqual({ uuid: NORA, status: null });
  // Nora's slot is tomorrow: the player says when it starts.
  await expect(page.locator('[data-block="webinar_player"]')).toContainText("Your masterclass starts on");

  const updated = await page.request.post("/api/attendee/update_status", { data: { attendee: { uuid: NORA, status: "registered" } } });
  expect(updated.status()).toBe(200);
  expect(await updated.json()).toEqual({ attendee: { uuid: NORA, status: "registered" } });
  expect(await attendeeCookie(page)).toEqual({ uuid: NORA, status: "registered" });

  const unknown = await page.request.post("/api/attendee/update_status", { data: { attendee: { uuid: UNKNOWN, status: "joined" } } });
  expect(unknown.status()).toBe(404);
  const bad = await page.request.post("/api/attendee/update_status", { headers: { "Content-Type": "application/json" }, data: Buffer.from("{not json") });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: string }).error).toMatch(/not valid JSON/);
  expect(await attendeeCookie(page)).toEqual({ uuid: NORA, status: "registered" });
});

test("a replay resumes at the saved position, and pausing saves the new one", async ({ page }, testInfo) => {
  // One seeded replay attendee per project, so parallel projects never share progress.
  const attendee = testInfo.project.name === "mobile" ? "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c04" : "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02";
  await page.goto(`${WATCH}?a=${attendee}`, { waitUntil: "networkidle" });
  const player = page.locator('[data-block="webinar_player"]');
  const video = player.locator("video");
  await expect(player.locator("[data-playback]")).toHaveAttribute("data-playback", "replay");
  const saved = Number(await video.getAttribute("data-start"));
  expect(saved).toBeGreaterThan(0);
  await expect(player).toContainText("Resuming where you left off");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(saved, 0);

  // Seeking is allowed in a replay; pausing saves the position.
  const target = 20 + Math.floor(Math.random() * 130);
  await video.evaluate((v: HTMLVideoElement, to) => (v.currentTime = to), target);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(target);
  const savedResponse = page.waitForResponse((r) => r.url().endsWith("/api/attendee/progress") && r.request().method() === "POST");
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    v.pause();
  });
  expect((await savedResponse).status()).toBe(204);

  await page.goto(WATCH, { waitUntil: "networkidle" });
  await expect.poll(async () => Math.round(Number(await video.getAttribute("data-start")))).toBe(target);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(target);
});

test("a signed-in member registering with another email is logged as a registration email mismatch", async ({ page }, testInfo) => {
  await ownVisitor({ page }, testInfo);
  await page.goto(`/login?returnTo=${encodeURIComponent(LANDING)}`);
  await page.getByRole("button", { name: /Lucas Moreau/ }).click();
  await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
  // A dated day: the default (the next slot) can be "watch right away", which goes to /watch.
  const day = form(page).getByLabel("Day");
  const datedValues = () => day.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => /^\d{4}-/.test(v)));
  await expect.poll(async () => (await datedValues()).length).toBeGreaterThan(0);
  const lastDay = (await datedValues()).at(-1)!;
  // Chosen again until the times are that day's: a choice made before hydration changes nothing.
  await expect(async () => {
    await day.selectOption(lastDay);
    expect(await form(page).getByLabel("Time").locator("option").first().getAttribute("value")).toContain(lastDay);
  }).toPass({ timeout: 10_000 });
  await fillDetails(page, { email: `lucas.other.${unique()}@example.com` });
  await form(page).getByRole("button", { name: "Save my seat" }).click();
  await expect(page).toHaveURL(/\/thank-you\?slot=/);
  const attendee = await attendeeCookie(page);
  expect(attendee).not.toBeNull();
  await expect
    .poll(async () => {
      const events = (await (await page.request.get("/__sandbox/events?dataset=registration%20email%20mismatch")).json()) as {
        data: { attendeeUuid?: string };
      }[];
      return events.some((e) => e.data.attendeeUuid === attendee?.uuid);
    })
    .toBe(true);
});

test("watching right away joins at the live position, where seeking forward is not allowed", async ({ page }) => {
  await page.goto("/register-attendee-demo", { waitUntil: "networkidle" });
  await form(page).getByLabel("Day").selectOption("instant");
  await fillDetails(page);
  await form(page).getByRole("button", { name: "Save my seat" }).click();
  // The slot is now: the thank-you page's countdown is over and takes the attendee to the session.
  await expect(page).toHaveURL(/\/masterclass\/three-breath-reset\/watch$/, { timeout: 20_000 });
  const player = page.locator('[data-block="webinar_player"]');
  await expect(player.locator("[data-playback]")).toHaveAttribute("data-playback", "live");
  await expect(player).toContainText("Live now");
  const video = player.locator("video");
  const live = Number(await video.getAttribute("data-start"));
  expect(live).toBeGreaterThanOrEqual(0);
  expect(live).toBeLessThan(120);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);

  // The player offers no seeking: no browser controls (no seek bar), its own buttons instead.
  await expect(video).not.toHaveAttribute("controls");
  const controls = player.getByRole("group", { name: "Video controls" });
  await expect(controls.getByRole("slider")).toHaveCount(0);
  await controls.getByRole("button", { name: "Mute" }).click();
  await expect(controls.getByRole("button", { name: "Unmute" })).toBeVisible();
  const joined = page.waitForResponse((r) => r.url().endsWith("/api/attendee/update_status"));
  await controls.getByRole("button", { name: "Play" }).click();
  expect((await joined).status()).toBe(200);
  await expect(controls.getByRole("button", { name: "Pause" })).toBeFocused();
  // Arrow keys on the video do not skip ahead either.
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await video.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press("ArrowRight");
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(before + 10);
  expect(await attendeeCookie(page)).toMatchObject({ status: "joined" });

  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 175));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(150);
  // Going back is fine.
  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 0));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(5);
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
