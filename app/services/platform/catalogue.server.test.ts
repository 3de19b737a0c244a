import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../sandbox/platform/handler";
import { sandboxAccessToken } from "../../../sandbox/auth0";
import {
  fetchAllAccessPrograms,
  fetchAssessmentQuizRecommendations,
  fetchAuthorBySlug,
  fetchAuthorPrograms,
  fetchAuthors,
  fetchGrowthAreas,
  fetchMembershipQuestProductIds,
  fetchProgramEnrollment,
  fetchPublishedAuthorSlugs,
  fetchQuestById,
  fetchQuestsByCategory,
  fetchRecommendedMeditations,
  fetchRecommendedQuests,
  fetchUpcomingQuests,
  publishedByRating,
  searchQuests,
} from "./catalogue.server";
import type { Quest } from "./entities";

/**
 * Every catalogue call (docs/product/learning-catalogue.md) against the sandbox platform (graphql-js over the SDL and
 * fixtures): the document validates, and the answer parses into the catalogue entities.
 */
process.env.PLATFORM_TIMEOUT_MS = "500";
const server = setupServer(...platformHandlers("https://platform.brightpath.example"));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const visitor = { accessToken: null };
const member = () => ({ accessToken: sandboxAccessToken("auth0|sandbox-coaching") });

describe("catalogue calls parse into entities", () => {
  it("quests: by category, search, by id, upcoming, recommended", async () => {
    const [byCategory, search, byId, upcoming, recommended] = await Promise.all([
      fetchQuestsByCategory({ categoryId: "relationships", languages: ["en", "de"] }, visitor),
      searchQuests({ languages: ["fr"] }, visitor),
      fetchQuestById("unstoppable-focus", visitor),
      fetchUpcomingQuests({ first: 3 }, visitor),
      fetchRecommendedQuests(4, member()),
    ]);
    expect(byCategory.map((q) => q.language).every((l) => l === "en" || l === "de")).toBe(true);
    expect(search.map((q) => q.slug).sort()).toEqual(["lart-detre-present", "parents-sereins"]);
    expect(byId).toMatchObject({ slug: "unstoppable-focus", status: "published", membership: true });
    expect(upcoming.length).toBeLessThanOrEqual(3);
    expect(upcoming.every((q) => q.nextRelease !== null)).toBe(true);
    expect(recommended).toHaveLength(4);
  });

  it("membership quest product ids are the membership quests' products", async () => {
    const ids = await fetchMembershipQuestProductIds();
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("growth areas with outcomes, and assessment recommendations tagged with outcomes", async () => {
    const areas = await fetchGrowthAreas();
    expect(areas).toHaveLength(8);
    const outcomeIds = (areas[0]?.outcomes ?? []).slice(0, 2).map((o) => o.id);
    const result = await fetchAssessmentQuizRecommendations({ outcomeIds, questLimit: 10, meditationLimit: 10 }, visitor);
    expect(result.quests.length).toBeGreaterThan(0);
    expect(result.quests.every((r) => r.outcomesTagged.some((o) => outcomeIds.includes(o.id)))).toBe(true);
  });

  it("meditations by duration bucket", async () => {
    const medium = await fetchRecommendedMeditations({ durationBucket: "less_than_20_mins", limit: 12 });
    expect(medium.every((m) => m.duration >= 5 && m.duration < 20)).toBe(true);
  });

  it("programs: all-access, by author, and a member's enrollment", async () => {
    expect((await fetchAllAccessPrograms("en")).map((p) => p.id)).toEqual(["all-access-pass"]);
    expect((await fetchAuthorPrograms("daniel-reyes")).map((p) => p.id)).toContain("the-focus-season");
    expect(await fetchProgramEnrollment("inner-compass", member().accessToken)).toMatchObject({ id: "inner-compass" });
    expect(await fetchProgramEnrollment("no-such-program", member().accessToken)).toBeNull();
  });

  it("authors: the list, featured ones, and one by slug with its profile", async () => {
    expect(await fetchAuthors()).toHaveLength(6);
    expect((await fetchAuthors({ featured: true })).length).toBeLessThan(6);
    const author = await fetchAuthorBySlug("mei-lin");
    expect(author).toMatchObject({ slug: "mei-lin", status: "published" });
    expect(author?.galleryImages.length).toBeGreaterThan(0);
    expect(await fetchAuthorBySlug("nobody")).toBeNull();
  });

  it("author slugs: every published author, never a draft one (its trainer page is a 404)", async () => {
    expect((await fetchPublishedAuthorSlugs()).sort()).toEqual(["amara-okafor", "camille-laurent", "daniel-reyes", "jonas-berg", "mei-lin", "rafael-costa"]);
    const authors = [
      { slug: "shown", status: "published" },
      { slug: "draft-one", status: "draft" },
    ];
    server.use(http.post("*/graph", () => HttpResponse.json({ data: { authors } })));
    expect(await fetchPublishedAuthorSlugs(7)).toEqual(["shown"]);
    server.resetHandlers();
  });
});

describe("publishedByRating", () => {
  const quest = (slug: string, status: Quest["status"], averageRating: number | null) => ({ slug, status, averageRating }) as Quest;
  it("drops unpublished quests and sorts by rating, unrated last", () => {
    const sorted = publishedByRating([
      quest("a", "published", 4.2),
      quest("b", "draft", 5),
      quest("c", "published", null),
      quest("d", "published", 4.9),
      quest("e", "archived", 4.95),
    ]);
    expect(sorted.map((q) => q.slug)).toEqual(["d", "a", "c"]);
  });
});
