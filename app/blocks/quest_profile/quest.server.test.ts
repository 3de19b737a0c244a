import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { platformHandlers } from "../../../sandbox/platform/handler";
import { sandboxAccessToken } from "../../../sandbox/auth0";
import loader from "./loader.server";
import { schema } from "./schema";
import { loadQuest, questSeo, questSlugOf } from "./quest.server";

vi.mock("~/services/logger.server", () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }));

process.env.PLATFORM_TIMEOUT_MS = "300";
const PLATFORM = "https://platform.brightpath.example";
const server = setupServer(...platformHandlers(PLATFORM));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const visitor = { accessToken: null };
const context = (slug: string, options: { template?: boolean; accessToken?: string | null } = {}) => ({
  request: new Request(`https://www.brightpath.example/${slug}`),
  lang: "en" as const,
  preview: false,
  accessToken: options.accessToken ?? null,
  timeZone: "UTC",
  slug,
  template: options.template ?? false,
});
const blok = (fields: Record<string, unknown> = {}) => ({
  ...schema.parse({ _uid: "q", component: "quest_profile", ...fields }),
  _uid: "q",
  component: "quest_profile",
});
const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status;

describe("questSlugOf", () => {
  it.each([
    ["quests/back-from-burnout", "back-from-burnout"],
    ["quests/rest-is-a-skill", "rest-is-a-skill"],
    ["quests", null],
    ["quests/", null],
    ["quests/back-from-burnout/extra", null],
    ["quests/Back-From-Burnout", null],
    ["quests/../admin", null],
    ["trainers/amara-okafor", null],
  ])("%s → %s", (slug, expected) => {
    expect(questSlugOf(slug)).toBe(expected);
  });
});

describe("loadQuest", () => {
  it("loads a published quest with its trainers and outcomes", async () => {
    const quest = await loadQuest("back-from-burnout", visitor);
    expect(quest?.name).toBe("Back from Burnout");
    expect(quest?.authors.map((a) => a.slug)).toEqual(["amara-okafor"]);
    expect(quest?.outcomes.length).toBeGreaterThan(0);
  });

  it("is null for an unknown quest and for a draft", async () => {
    expect(await loadQuest("no-such-quest", visitor)).toBeNull();
    expect(await loadQuest("journaling-for-clarity", visitor)).toBeNull();
  });

  it("tells a member whether they own the quest", async () => {
    const token = sandboxAccessToken("auth0|sandbox-coaching");
    expect((await loadQuest("back-from-burnout", { accessToken: token }))?.owned).toBe(true);
    expect((await loadQuest("the-calm-phone", { accessToken: token }))?.owned).toBe(false);
  });
});

describe("quest_profile loader", () => {
  it("reads the quest the page's slug names, for a visitor", async () => {
    const data = await loader.load(blok(), context("quests/rest-is-a-skill", { template: true }));
    expect(data).toMatchObject({ quest: { id: "rest-is-a-skill", name: "Rest Is a Skill" }, member: false, subject: true });
  });

  it("reads the quest the blok names on another page, which it is not the subject of", async () => {
    const data = await loader.load(blok({ slug: "back-from-burnout" }), context("gallery/blocks"));
    expect(data).toMatchObject({ quest: { id: "back-from-burnout" }, subject: false });
  });

  it("marks a signed-in member's read", async () => {
    const data = await loader.load(blok(), context("quests/back-from-burnout", { accessToken: sandboxAccessToken("auth0|sandbox-membership") }));
    expect(data.member).toBe(true);
  });

  it("answers 404 for an unknown or draft quest and for a page that names none", async () => {
    for (const slug of ["quests/no-such-quest", "quests/money-without-fear", "about/our-story"]) {
      const thrown = await loader.load(blok(), context(slug, { template: true })).catch((error: unknown) => error);
      expect(statusOf(thrown), slug).toBe(404);
    }
  });

  it("answers 500 on a template-built page when the platform fails, and rethrows on a story of its own", async () => {
    server.use(http.post(`${PLATFORM}/graph`, () => HttpResponse.json({}, { status: 500 })));
    const templated = await loader.load(blok(), context("quests/closer-friends", { template: true })).catch((error: unknown) => error);
    expect(statusOf(templated)).toBe(500);
    await expect(loader.load(blok(), context("quests/family-rituals"))).rejects.toMatchObject({ name: "PlatformError" });
  });

  it("gives the page the quest's name as title (no brand) and its description", async () => {
    const quest = await loadQuest("back-from-burnout", visitor);
    expect(questSeo(quest!)).toEqual({ title: "Back from Burnout", description: expect.stringContaining("gentle six-week path") });
  });
});
