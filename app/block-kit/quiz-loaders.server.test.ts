import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { sandboxAccessToken } from "../../sandbox/auth0";
import { durationBucket } from "~/domain/learning/recommendations";
import assessmentQuizLoader from "../blocks/assessment_quiz/loader.server";
import { schema as assessmentQuizSchema } from "../blocks/assessment_quiz/schema";
import scoreLoader from "../blocks/score/loader.server";
import { schema as scoreSchema } from "../blocks/score/schema";
import recommendationsLoader from "../blocks/recommendations/loader.server";
import { schema as recommendationsSchema } from "../blocks/recommendations/schema";
import { SANDBOX_PLATFORM, setupSandboxPlatform } from "../../tests/unit/sandbox-platform";

/**
 * The loaders of `assessment_quiz`, `score` and `recommendations` against the sandbox
 * platform: what the views get for visitors and members, and when the platform fails.
 */
const PLATFORM = SANDBOX_PLATFORM;
const server = setupSandboxPlatform({ timeoutMs: 300 });

/** Makes the sandbox platform answer 500 to one operation; the others pass through. */
function failOperation(operationName: string) {
  server.use(
    http.post(`${PLATFORM}/graph`, async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      if (body.operationName === operationName) return HttpResponse.json({ errors: [{ message: "down" }] }, { status: 500 });
      return undefined;
    }),
  );
}

const context = (query = "", accessToken: string | null = null) => ({
  request: new Request(`https://www.brightpath.example/assessment${query}`),
  lang: "en" as const,
  preview: false,
  accessToken,
  timeZone: "UTC",
  slug: "assessment",
  template: false,
});
/** A blok of `component` with the given fields, already parsed by its schema (as loaders receive it). */
const blok = <T extends object>(component: string, parsed: T) => ({ _uid: `${component}-1`, component, ...parsed });
const lucas = () => sandboxAccessToken("auth0|sandbox-membership");

describe("assessment_quiz loader", () => {
  const load = (query: string, token: string | null = null) =>
    assessmentQuizLoader.load(blok("assessment_quiz", assessmentQuizSchema.parse({})), context(query, token));

  it("starts on the growth areas with all 8 areas and no results", async () => {
    const data = await load("");
    expect(data.areas).toHaveLength(8);
    expect(data.state).toEqual({ step: "areas", areaIds: [], outcomeIds: [], notice: null });
    expect(data.results).toBeNull();
  });

  it("reads the step and choices from the page URL, refusing a fourth", async () => {
    const data = await load("?step=outcomes&area=stress-resilience&area=energy-wellbeing&area=focus-productivity&area=family-parenting");
    expect(data.state).toMatchObject({ step: "areas", areaIds: ["stress-resilience", "energy-wellbeing", "focus-productivity"], notice: "limit" });
  });

  it("on the results step: 3 English quests, one per chosen outcome, and 4 English meditations by bucket", async () => {
    const outcomes = ["out-calm-stress-relief", "out-body-restful-sleep", "out-focus-deep-work"];
    const data = await load(
      `?step=results&area=stress-resilience&area=energy-wellbeing&area=focus-productivity${outcomes.map((o) => `&outcome=${o}`).join("")}`,
    );
    if (!data.results || data.results === "unavailable") throw new Error("expected results");
    const { quests, meditations } = data.results;
    expect(quests).toHaveLength(3);
    expect(quests.every((q) => q.language === "en")).toBe(true);
    expect(new Set(quests.map((q) => q.outcomes.find((o) => outcomes.includes(o.id))?.id)).size).toBe(3);
    expect(meditations).toHaveLength(4);
    expect(meditations.every((m) => m.language === "en")).toBe(true);
    expect(meditations.map((m) => durationBucket(m.duration))).toEqual(["less_than_5_mins", "less_than_5_mins", "less_than_20_mins", "greater_than_20_mins"]);
  });

  it("throws when the growth areas cannot be fetched (the block shows its unavailable note)", async () => {
    failOperation("GrowthAreas");
    await expect(load("")).rejects.toMatchObject({ name: "PlatformError" });
  });

  it("keeps the quiz and marks the results unavailable when recommendations fail", async () => {
    failOperation("AssessmentQuizRecommendations");
    const data = await load("?step=results&area=stress-resilience&outcome=out-calm-stress-relief");
    expect(data.state.step).toBe("results");
    expect(data.results).toBe("unavailable");
  });
});

describe("score loader", () => {
  const load = (token: string | null) => scoreLoader.load(blok("score", scoreSchema.parse({})), context("", token));

  it("gives visitors a sign-in prompt", async () => {
    expect(await load(null)).toEqual({ kind: "visitor" });
  });

  it("gives a member their assessment score and growth-area ratings", async () => {
    const data = await load(lucas());
    expect(data).toMatchObject({ kind: "member", firstName: "Lucas", assessment: 63.5 });
    if (data.kind !== "member") throw new Error("expected a member");
    expect(data.ratings).toHaveLength(8);
    expect(data.ratings[0]).toEqual({ id: "focus-productivity", name: "Focus & Productivity", category: "Mind", score: 4.5 });
  });

  it("a member without an assessment has no score and no ratings", async () => {
    expect(await load(sandboxAccessToken("auth0|sandbox-free"))).toMatchObject({ kind: "member", firstName: "Maya", assessment: null, ratings: [] });
  });

  it("is silent when the profile cannot be read: no error, nothing to show", async () => {
    expect(await load("not-a-token")).toEqual({ kind: "unavailable" });
  });
});

describe("recommendations loader", () => {
  const load = (token: string | null, fields: Record<string, unknown> = {}) =>
    recommendationsLoader.load(blok("recommendations", recommendationsSchema.parse(fields)), context("", token));

  it("gives visitors the best-rated English quests and 4 meditations by bucket", async () => {
    const data = await load(null);
    expect(data.member).toBeNull();
    expect(data.quests).toHaveLength(3);
    expect(data.quests.every((q) => q.language === "en")).toBe(true);
    expect(data.meditations.map((m) => durationBucket(m.duration))).toEqual([
      "less_than_5_mins",
      "less_than_5_mins",
      "less_than_20_mins",
      "greater_than_20_mins",
    ]);
  });

  it("gives a member personal picks with their first name, `count` quests and no meditations when switched off", async () => {
    const data = await load(lucas(), { count: "5", meditations: false });
    expect(data.member).toEqual({ firstName: "Lucas" });
    expect(data.quests).toHaveLength(5);
    expect(data.meditations).toEqual([]);
  });

  it("throws when the platform fails (the block shows its unavailable note)", async () => {
    failOperation("RecommendedQuests");
    await expect(load(null)).rejects.toMatchObject({ name: "PlatformError" });
  });
});
