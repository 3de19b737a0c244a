import { readFileSync } from "node:fs";
import { expect, test, type Frame, type Page } from "@playwright/test";
import { editorQuery } from "./preview";

/**
 * Live data in the visual editor: the previewed page sits in the editor's
 * iframe; the Storyblok bridge delivers an unsaved edit as an `input` message, and a data
 * block shows the data of its edited fields without saving.
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): what it checks does not depend on the viewport, and the
 * layout project loads its pages at 375 and 1280 px.
 */
const STORY = JSON.parse(readFileSync(new URL("../../sandbox/storyblok/stories/lab/platform-down.json", import.meta.url), "utf8")) as {
  story: { id: number; content: { body: { body: { _uid: string; component: string; title?: string }[] }[] } };
};
const WORKS = "49672bb5-cdec-4107-9a0a-7167cebed298";

/** The story with the quest_list "Works" given `fields`, as the editor would send it. */
function edited(fields: Record<string, string>) {
  const story = structuredClone(STORY.story);
  for (const section of story.content.body) {
    section.body = section.body.map((blok) => (blok._uid === WORKS ? { ...blok, ...fields } : blok));
  }
  return story;
}

/** An editor page on the site's origin framing `path` (frame-ancestors allows 'self' in preview). */
async function openInEditor(page: Page, path: string): Promise<Frame> {
  await page.route("**/__editor-test", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Editor</title><iframe name="preview" src="${path}" style="width:1200px;height:900px"></iframe>`,
    }),
  );
  await page.goto("/__editor-test");
  const frame = page.frame({ name: "preview" })!;
  await frame.waitForLoadState("networkidle");
  await expect.poll(() => frame.evaluate(() => typeof (window as { StoryblokBridge?: unknown }).StoryblokBridge)).toBe("function");
  return frame;
}

/** The quest cards of the quest_list titled `title` (the list's own items, not the cards' inner lists). */
const questList = (frame: Frame, title: string) => ({
  quests: frame
    .locator('[data-block="quest_list"]')
    .filter({ has: frame.getByRole("heading", { name: title, exact: true }) })
    .locator("ul.grid > li"),
});

test("an edited quest_list limit (4 → 1) shows one quest without saving, fetched live and never cached", async ({ page }) => {
  const frame = await openInEditor(page, `/lab/platform-down?${editorQuery({ storyId: STORY.story.id })}`);
  await expect(questList(frame, "Works").quests).toHaveCount(4);

  const answers: { status: number; cacheControl: string | null }[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/resources/preview-block-data"))
      answers.push({ status: response.status(), cacheControl: response.headers()["cache-control"] ?? null });
  });
  const story = edited({ count: "1", title: "Works, edited" });
  await frame.evaluate((story) => window.postMessage({ action: "input", story }, "*"), story);

  await expect(questList(frame, "Works, edited").quests).toHaveCount(1);
  expect(answers).toEqual([{ status: 200, cacheControl: "no-store" }]);

  // Another category: other quests, still nothing saved (a reload shows the stored story).
  const before = await questList(frame, "Works, edited").quests.allInnerTexts();
  await frame.evaluate((story) => window.postMessage({ action: "input", story }, "*"), edited({ count: "1", title: "Works, edited", category_id: "mind" }));
  await expect.poll(() => questList(frame, "Works, edited").quests.allInnerTexts()).not.toEqual(before);
  await frame.goto(`/lab/platform-down?${editorQuery({ storyId: STORY.story.id })}`, { waitUntil: "networkidle" });
  await expect(questList(frame, "Works").quests).toHaveCount(4);
});

test("an A/B experiment's variants stay side by side and labelled while the editor changes one", async ({ page }) => {
  const home = JSON.parse(readFileSync(new URL("../../sandbox/storyblok/stories/home.draft.json", import.meta.url), "utf8")) as {
    story: { id: number; content: { body: { component: string; variants?: { name: string; weight: string; body: { headline: string }[] }[] }[] } };
  };
  const frame = await openInEditor(page, `/?${editorQuery({ storyId: home.story.id })}`);
  const label = (variant: string, share: number) => `Experiment “Home hero headline” (running): variant “${variant}”, ${share} % of visitors`;
  await expect(frame.getByRole("region", { name: "Daily steps" })).toContainText(label("Daily steps", 50));
  const story = structuredClone(home.story);
  const variants = story.content.body.find((blok) => blok.component === "experiment")!.variants!;
  variants[1] = { ...variants[1]!, weight: "25", body: [{ ...variants[1]!.body[0]!, headline: "Daily steps, edited live" }] };
  variants[0] = { ...variants[0]!, weight: "75" };
  await frame.evaluate((story) => window.postMessage({ action: "input", story }, "*"), story);
  await expect(frame.getByRole("region", { name: "Daily steps" })).toContainText(label("Daily steps", 25));
  await expect(frame.getByRole("region", { name: "Daily steps" }).getByRole("heading", { level: 1 })).toHaveText("Daily steps, edited live");
  await expect(frame.getByRole("region", { name: "Control" })).toContainText(label("Control", 75));
});

test("a visitor's page loads neither the bridge nor the live-data code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/lab/platform-down", { waitUntil: "networkidle" });
  expect(scripts.filter((url) => /live-preview|storyblok/i.test(url))).toEqual([]);
  expect(await page.evaluate(() => typeof (window as { StoryblokBridge?: unknown }).StoryblokBridge)).toBe("undefined");
});
