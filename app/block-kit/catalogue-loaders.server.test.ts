import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformHandlers } from "../../sandbox/platform/handler";
import { sandboxAccessToken } from "../../sandbox/auth0";
import type { ZodTypeAny, z } from "zod";
import type { Quest } from "~/services/platform/entities";
import questListLoader from "../blocks/quest_list/loader.server";
import questCardLoader from "../blocks/quest_card/loader.server";
import programListLoader from "../blocks/program_list/loader.server";
import trainerListLoader from "../blocks/trainer_list/loader.server";
import meditationListLoader from "../blocks/meditation_list/loader.server";
import { schema as questListSchema } from "../blocks/quest_list/schema";
import { schema as questCardSchema } from "../blocks/quest_card/schema";
import { schema as programListSchema } from "../blocks/program_list/schema";
import { schema as trainerListSchema } from "../blocks/trainer_list/schema";
import { schema as meditationListSchema } from "../blocks/meditation_list/schema";

// Read once by getEnv() in this file's module graph.
process.env.PLATFORM_TIMEOUT_MS = "300";
const server = setupServer(...platformHandlers("https://platform.brightpath.example"));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const context = (accessToken: string | null = null) => ({
  request: new Request("https://www.brightpath.example/"),
  lang: "en" as const,
  preview: false,
  accessToken,
  timeZone: "UTC",
  slug: "gallery/blocks",
  template: false,
});
/** A blok of `component` with `fields`, parsed by its schema as the story loader does. */
const blok = <S extends ZodTypeAny>(component: string, schema: S, fields: Record<string, unknown>) => {
  const parsed: z.output<S> = schema.parse({ _uid: `${component}-1`, component, ...fields });
  return { ...parsed, _uid: `${component}-1`, component };
};
const questsOf = async (fields: Record<string, unknown>, token: string | null = null) =>
  ((await questListLoader.load(blok("quest_list", questListSchema, fields), context(token))) as { quests: Quest[] }).quests;

describe("quest_list loader", () => {
  it("lists a category's published quests, highest rating first, up to `count`", async () => {
    const quests = await questsOf({ source: "category", category_id: "mind", count: "5" });
    expect(quests).toHaveLength(5);
    expect(quests.every((q) => q.status === "published" && q.categories.some((c) => c.id === "mind"))).toBe(true);
    const ratings = quests.map((q) => q.averageRating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("filters by language and membership", async () => {
    const spanish = await questsOf({ source: "category", category_id: "career", languages: ["es"] });
    expect(spanish.map((q) => q.slug)).toEqual(["cambia-de-rumbo"]);
    const free = await questsOf({ source: "category", category_id: "body", membership: "free", count: "24" });
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((q) => !q.membership)).toBe(true);
    const paid = await questsOf({ source: "category", category_id: "body", membership: "membership", count: "24" });
    expect(paid.every((q) => q.membership)).toBe(true);
  });

  it("searches by text and never lists drafts", async () => {
    const found = await questsOf({ source: "search", search: "clarity" });
    expect(found.map((q) => q.slug)).not.toContain("journaling-for-clarity");
    const focus = await questsOf({ source: "search", search: "focus" });
    expect(focus.map((q) => q.slug)).toContain("unstoppable-focus");
  });

  it("lists upcoming quests soonest first", async () => {
    const quests = await questsOf({ source: "upcoming", count: "6" });
    const days = quests.map((q) => q.nextRelease?.daysToStart ?? Infinity);
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });

  it("recommends quests, personal for a member (owned quests flagged)", async () => {
    const visitor = await questsOf({ source: "recommended", count: "3" });
    expect(visitor).toHaveLength(3);
    const member = await questsOf({ source: "recommended", count: "24" }, sandboxAccessToken("auth0|sandbox-coaching"));
    expect(member.length).toBeGreaterThan(0);
  });

  it("refuses a category list without a category id, and bad language codes", () => {
    expect(questListSchema.safeParse({ source: "category" }).success).toBe(false);
    expect(questListSchema.safeParse({ source: "search", languages: "english" }).success).toBe(false);
    expect(questListSchema.safeParse({ source: "search", languages: "en, ES" }).data?.languages).toEqual(["en", "es"]);
  });

  it("throws when the platform fails, so the block shows its unavailable note", async () => {
    await expect(questsOf({ source: "category", category_id: "sandbox-fail-500" })).rejects.toMatchObject({ name: "PlatformError", failure: "http" });
    await expect(questsOf({ source: "category", category_id: "sandbox-fail-timeout" })).rejects.toMatchObject({ failure: "timeout" });
  });
});

describe("quest_card loader", () => {
  it("loads a published quest and treats drafts and unknown ids as missing", async () => {
    const load = (id: string) => questCardLoader.load(blok("quest_card", questCardSchema, { quest_id: id }), context()) as Promise<{ quest: Quest | null }>;
    expect((await load("unstoppable-focus")).quest?.name).toBe("Unstoppable Focus");
    expect((await load("journaling-for-clarity")).quest).toBeNull();
    expect((await load("no-such-quest")).quest).toBeNull();
  });
});

describe("program, trainer and meditation lists", () => {
  it("program_list: all programs or only all-access ones", async () => {
    const all = (await programListLoader.load(blok("program_list", programListSchema, { scope: "all", count: "12" }), context())) as {
      programs: { id: string; allAccess: boolean }[];
    };
    expect(all.programs.length).toBeGreaterThanOrEqual(3);
    const allAccess = (await programListLoader.load(blok("program_list", programListSchema, { scope: "all_access" }), context())) as {
      programs: { id: string; allAccess: boolean }[];
    };
    expect(allAccess.programs.map((p) => p.id)).toEqual(["all-access-pass"]);
  });

  it("trainer_list: featured only, up to count", async () => {
    const featured = (await trainerListLoader.load(blok("trainer_list", trainerListSchema, { featured_only: true }), context())) as {
      authors: { slug: string }[];
    };
    expect(featured.authors.length).toBeGreaterThan(0);
    const two = (await trainerListLoader.load(blok("trainer_list", trainerListSchema, { count: "2" }), context())) as { authors: unknown[] };
    expect(two.authors).toHaveLength(2);
  });

  it("meditation_list: only the duration bucket asked for", async () => {
    const short = (await meditationListLoader.load(
      blok("meditation_list", meditationListSchema, { duration_bucket: "less_than_5_mins", count: "12" }),
      context(),
    )) as { meditations: { duration: number }[] };
    expect(short.meditations.length).toBeGreaterThan(0);
    expect(short.meditations.every((m) => m.duration < 5)).toBe(true);
    const long = (await meditationListLoader.load(
      blok("meditation_list", meditationListSchema, { duration_bucket: "greater_than_20_mins", count: "12" }),
      context(),
    )) as { meditations: { duration: number }[] };
    expect(long.meditations.length).toBeGreaterThan(0);
    expect(long.meditations.every((m) => m.duration >= 20)).toBe(true);
  });
});
