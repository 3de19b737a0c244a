import { expect, test } from "@playwright/test";
import { visibleHtml } from "./html";

/**
 * The learning catalogue renders on the server with sandbox platform data (issue
 * "Learning catalogue"): block lists, trainer pages, 404 for unknown trainers, and pages
 * that stay up when the platform fails.
 */

const count = (html: string, needle: string) => html.split(needle).length - 1;

test("catalogue blocks render their platform data in the server HTML", async ({ request }) => {
  const response = await request.get("/gallery/blocks");
  expect(response.status()).toBe(200);
  const html = visibleHtml(await response.text());
  // quest_list (category mind, 4), quest_card, program_list (3), trainer_list (4), quest_profile, meditation_list (4), community_events.
  expect(count(html, 'data-quest-list="category"')).toBe(1);
  expect(html).toContain('data-quest="unstoppable-focus"');
  expect(html).toContain("Unstoppable Focus");
  expect(html).toContain("By Amara Okafor and Daniel Reyes");
  // Enrolment counts in one style, whole and grouped, large or small.
  expect(html).toContain("18,420 enrolled");
  expect(html).toContain("6,210 enrolled");
  expect(html).not.toMatch(/\d[KM] enrolled/);
  expect(count(html, "data-program=")).toBe(3);
  expect(html).toContain("All Access");
  // trainer_list's own cards (quest_profile, after it, shows its quest's trainer too).
  const trainerList = html.slice(html.indexOf('data-block="trainer_list"'), html.indexOf('data-block="quest_profile"'));
  expect(count(trainerList, "data-author=")).toBe(4);
  expect(html).toContain('data-quest-page="back-from-burnout"');
  // meditation_list's own cards (the gallery's recommendations block has meditations too).
  const meditationList = html.slice(html.indexOf("data-meditation-list="), html.indexOf('data-block="community_events"'));
  expect(count(meditationList, "data-meditation=")).toBe(4);
  expect(html).toContain('data-block="community_events"');
  expect(html).not.toContain("This list can’t be shown right now");
});

test("a trainer page shows the profile, their quests and programs, then the story's blocks", async ({ request }) => {
  const response = await request.get("/trainers/amara-okafor");
  expect(response.status()).toBe(200);
  const html = visibleHtml(await response.text());
  expect(html).toMatch(/<h1[^>]*>Amara Okafor<\/h1>/);
  expect(html).toContain("Breathwork teacher and coach");
  expect(html).toContain("Rest is not a reward for finishing.");
  expect(html).toContain("Credentials");
  expect(html).toContain("Quests with Amara Okafor");
  expect(html).toContain('data-quest="three-breath-reset"');
  expect(html).toContain("Programs with Amara Okafor");
  expect(html).toContain('data-program="inner-compass"');
  expect(html).toContain("Gallery");
  // The CMS story at trainers/amara-okafor follows the profile.
  expect(html.indexOf("What Amara")).toBeGreaterThan(html.indexOf("Programs with Amara Okafor"));
  expect(html).toContain("<title>Amara Okafor, breathwork teacher and coach | Brightpath</title>");
});

test("a trainer without a story still has a page, in every language", async ({ request }) => {
  const english = await request.get("/trainers/jonas-berg");
  expect(english.status()).toBe(200);
  expect(await english.text()).toMatch(/<h1[^>]*>Jonas Berg<\/h1>/);
  const german = await (await request.get("/de/trainers/jonas-berg")).text();
  expect(german).toContain("Quests mit Jonas Berg");
  expect(german).toContain('<html lang="de"');
});

test("an unknown trainer is a 404 with the error page", async ({ request }) => {
  for (const path of ["/trainers/no-such-trainer", "/de/trainers/no-such-trainer"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain("data-trainer=");
  }
});

test("the platform answering 500 or timing out leaves the rest of the page rendered", async ({ request }) => {
  const response = await request.get("/lab/platform-down", { timeout: 30_000 });
  expect(response.status()).toBe(200);
  const html = visibleHtml(await response.text());
  expect(html).toContain("When the platform is down");
  expect(count(html, "This list can’t be shown right now. Please try again in a moment.")).toBe(2);
  // The working list next to them has its cards.
  expect(count(html, "data-quest=")).toBeGreaterThan(0);
});
