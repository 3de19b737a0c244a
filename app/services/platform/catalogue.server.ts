import { z } from "zod";
import type { DurationBucket } from "~/domain/learning/recommendations";
import { cached } from "../cache.server";
import { platformRequest, type PlatformCall } from "./client.server";
import { memberCacheKey } from "./profile.server";
import { authorSchema, authorSummarySchema, growthAreaSchema, meditationSchema, outcomeSchema, programSchema, questSchema, type Quest } from "./entities";

/**
 * The learning catalogue from the platform (docs/product/learning-catalogue.md): quests, programs, authors, growth
 * areas and meditations. Visitors' reads are shared and cached (fresh 60 s, then served
 * stale for 10 min while one refresh runs); a member's reads carry their bearer token
 * (`owned`, `userProgress`) and are not cached, except their recommended quests, cached per
 * member like the visitors' reads (a recommendation a minute old is still one; what they own is not).
 * Every function throws {@link import("./client.server").PlatformError} on failure.
 */
const TTL_MS = 60_000;
const SWR_MS = 600_000;

function read<T>(call: PlatformCall<T>): Promise<T> {
  if (call.accessToken) return platformRequest(call);
  return cached({
    key: `platform:${call.operation}:${JSON.stringify(call.variables ?? {})}`,
    ttl: TTL_MS,
    swr: SWR_MS,
    getFreshValue: () => platformRequest(call),
  });
}

/** Who asks: the member's access token, or null for visitors. */
export type Viewer = { accessToken: string | null };

const questList = <K extends string>(key: K) => z.object({ [key]: z.array(questSchema) } as Record<K, z.ZodArray<typeof questSchema>>);

/** Published only, highest average rating first (unrated last), whatever order upstream used. */
export function publishedByRating(quests: readonly Quest[]): Quest[] {
  return quests.filter((q) => q.status === "published").sort((a, b) => (b.averageRating ?? -1) - (a.averageRating ?? -1));
}

/** fetchQuestsByCategory(categoryId, languages, membership): published, highest rating first (docs/product/learning-catalogue.md). */
export async function fetchQuestsByCategory(
  { categoryId, languages, membership, first = 24 }: { categoryId: string; languages?: string[]; membership?: boolean; first?: number },
  viewer: Viewer,
): Promise<Quest[]> {
  const data = await read({
    operation: "QuestsByCategory",
    variables: { categoryId, languages, membership, first },
    schema: questList("quests"),
    accessToken: viewer.accessToken,
  });
  return publishedByRating(data.quests);
}

export interface QuestSearch {
  categoryId?: string;
  languages?: string[];
  membership?: boolean;
  search?: string;
  authorId?: string;
}

/** Published quests by category, language, membership and search text, highest rating first. */
export async function searchQuests(filter: QuestSearch, viewer: Viewer, first = 24): Promise<Quest[]> {
  const data = await read({
    operation: "QuestSearch",
    variables: { filter: { ...filter, status: "published" }, first },
    schema: questList("quests"),
    accessToken: viewer.accessToken,
  });
  return publishedByRating(data.quests);
}

/** fetchQuestById(id); null when there is no such quest. */
export async function fetchQuestById(id: string, viewer: Viewer): Promise<Quest | null> {
  const data = await read({ operation: "QuestById", variables: { id }, schema: z.object({ quest: questSchema.nullable() }), accessToken: viewer.accessToken });
  return data.quest;
}

/** Quests whose next release is still ahead, soonest first. */
export async function fetchUpcomingQuests({ languages, first = 12 }: { languages?: string[]; first?: number }, viewer: Viewer): Promise<Quest[]> {
  const data = await read({
    operation: "UpcomingQuests",
    variables: { languages, first },
    schema: questList("upcomingQuests"),
    accessToken: viewer.accessToken,
  });
  return data.upcomingQuests;
}

/** Product ids of every membership quest. */
export async function fetchMembershipQuestProductIds(): Promise<string[]> {
  const data = await read({ operation: "MembershipQuestProductIds", schema: z.object({ membershipQuestProductIds: z.array(z.string()) }) });
  return data.membershipQuestProductIds;
}

/** recommendedQuests(limit): personal for members, best rated for visitors. */
export async function fetchRecommendedQuests(limit: number, viewer: Viewer): Promise<Quest[]> {
  const call = { operation: "RecommendedQuests" as const, variables: { limit }, schema: questList("recommendedQuests"), accessToken: viewer.accessToken };
  const data = viewer.accessToken
    ? await cached({
        key: `platform:RecommendedQuests:${limit}:${memberCacheKey(viewer.accessToken)}`,
        ttl: TTL_MS,
        swr: SWR_MS,
        getFreshValue: () => platformRequest(call),
      })
    : await read(call);
  return data.recommendedQuests;
}

const recommendationsSchema = z.object({
  assessmentQuizRecommendations: z.object({
    quests: z.array(z.object({ quest: questSchema, outcomesTagged: z.array(outcomeSchema) })),
    meditations: z.array(z.object({ meditation: meditationSchema, outcomesTagged: z.array(outcomeSchema) })),
  }),
});
export type AssessmentRecommendations = z.infer<typeof recommendationsSchema>["assessmentQuizRecommendations"];

/** assessmentQuizRecommendations: raw candidates for the chosen outcomes, with `outcomesTagged`. */
export async function fetchAssessmentQuizRecommendations(
  input: { outcomeIds: string[]; questLimit: number; meditationLimit: number },
  viewer: Viewer,
): Promise<AssessmentRecommendations> {
  const data = await read({ operation: "AssessmentQuizRecommendations", variables: { input }, schema: recommendationsSchema, accessToken: viewer.accessToken });
  return data.assessmentQuizRecommendations;
}

/** fetchGrowthAreas: every growth area with its outcomes. */
export async function fetchGrowthAreas() {
  const data = await read({ operation: "GrowthAreas", schema: z.object({ growthAreas: z.array(growthAreaSchema) }) });
  return data.growthAreas;
}

export { DURATION_BUCKETS, type DurationBucket } from "~/domain/learning/recommendations";

/** recommendedMeditations by duration bucket, preferring the given outcomes. */
export async function fetchRecommendedMeditations({
  durationBucket,
  limit,
  outcomeIds,
}: {
  durationBucket: DurationBucket;
  limit: number;
  outcomeIds?: string[];
}) {
  const data = await read({
    operation: "RecommendedMeditations",
    variables: { durationBucket, limit, outcomeIds },
    schema: z.object({ recommendedMeditations: z.array(meditationSchema) }),
  });
  return data.recommendedMeditations;
}

/** fetchProgramEnrollment(id) for the signed-in member; null when unknown. */
export async function fetchProgramEnrollment(id: string, accessToken: string) {
  const data = await platformRequest({
    operation: "ProgramEnrollment",
    variables: { id },
    schema: z.object({ programEnrollment: programSchema.nullable() }),
    accessToken,
  });
  return data.programEnrollment;
}

const programsSchema = z.object({ programs: z.array(programSchema) });

/** fetchAllAccessPrograms(language). */
export async function fetchAllAccessPrograms(language: string) {
  return (await read({ operation: "Programs", variables: { filter: { allAccess: true, language } }, schema: programsSchema })).programs;
}

/** Every program in a language (default en). */
export async function fetchPrograms(language = "en") {
  return (await read({ operation: "Programs", variables: { filter: { language } }, schema: programsSchema })).programs;
}

/** An author's programs (docs/product/learning-catalogue.md: language en). */
export async function fetchAuthorPrograms(authorId: string) {
  return (await read({ operation: "Programs", variables: { filter: { authorId, language: "en" } }, schema: programsSchema })).programs;
}

/** The authors list (trainers), optionally only featured ones. */
export async function fetchAuthors({ featured, first = 50 }: { featured?: boolean; first?: number } = {}) {
  return (await read({ operation: "Authors", variables: { featured, first }, schema: z.object({ authors: z.array(authorSummarySchema) }) })).authors;
}

/** Slugs of the published authors (trainers), at most `first`. */
export async function fetchPublishedAuthorSlugs(first = 1000) {
  const schema = z.object({ authors: z.array(z.object({ slug: z.string(), status: z.string() })) });
  return (await read({ operation: "AuthorSlugs", variables: { first }, schema })).authors.filter((a) => a.status === "published").map((a) => a.slug);
}

/** Author by slug; null when there is none. */
export async function fetchAuthorBySlug(slug: string) {
  return (await read({ operation: "AuthorBySlug", variables: { slug }, schema: z.object({ author: authorSchema.nullable() }) })).author;
}
