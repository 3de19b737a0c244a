import { expect, test } from "@playwright/test";
import { LANDING, WATCH, NORA, UNKNOWN, unique, form, ownVisitor, attendeeCookie, fillDetails } from "./masterclass-fixtures";

/**
 * The masterclass player and its attendees (docs/product/webinars.md, "The attendee" and "Watching"): `?a=` links,
 * status updates, replays that resume, live joins and registration email mismatches.
 */

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
