import { GraphQLError } from "graphql";
import {
  authors,
  growthAreas,
  meditation,
  meditations,
  outcome,
  profile,
  program,
  programs,
  publishedQuests,
  quest,
  questById,
  questRows,
  type Viewer,
} from "./data";
import { webinarRoot } from "./webinar-resolvers";
import { affiliateRoot } from "./affiliate-resolvers";

/**
 * Root resolvers of the sandbox platform (`schema.graphql`), run by graphql-js. They behave
 * like the platform where the site depends on it: published quests only unless asked,
 * highest rating first, member-only fields refuse visitors with `UNAUTHENTICATED`.
 */
type Args<T> = T;
type QuestRow = (typeof questRows)[number];

const unauthenticated = () => new GraphQLError("You must be signed in.", { extensions: { code: "UNAUTHENTICATED" } });

function requireUser(viewer: Viewer) {
  if (!viewer.user) throw unauthenticated();
  return viewer.user;
}

const byRating = (a: QuestRow, b: QuestRow) => (b.averageRating ?? -1) - (a.averageRating ?? -1) || b.enrollmentsCount - a.enrollmentsCount;

interface QuestFilter {
  categoryId?: string | null;
  languages?: string[] | null;
  membership?: boolean | null;
  search?: string | null;
  status?: string | null;
  authorId?: string | null;
}

function matches(row: QuestRow, filter: QuestFilter): boolean {
  if (row.status !== (filter.status ?? "published")) return false;
  if (filter.categoryId && !row.categoryIds.includes(filter.categoryId)) return false;
  if (filter.languages?.length && !filter.languages.includes(row.language)) return false;
  if (typeof filter.membership === "boolean" && row.membership !== filter.membership) return false;
  if (filter.authorId && !row.authorIds.includes(filter.authorId)) return false;
  if (filter.search) {
    const needle = filter.search.toLowerCase();
    const authorNames = authors.filter((a) => row.authorIds.includes(a.id)).map((a) => a.name);
    if (![row.name, row.description, ...authorNames].some((text) => text.toLowerCase().includes(needle))) return false;
  }
  return true;
}

const BUCKETS: Record<string, (minutes: number) => boolean> = {
  less_than_5_mins: (m) => m < 5,
  less_than_20_mins: (m) => m >= 5 && m < 20,
  greater_than_20_mins: (m) => m >= 20,
};

const tagged = (ids: readonly string[], wanted: ReadonlySet<string>) => ids.filter((id) => wanted.has(id));

export const rootValue = {
  currentUser: (_: unknown, viewer: Viewer) => profile(requireUser(viewer)),
  userLevel: (_: unknown, viewer: Viewer) => requireUser(viewer).userLevel,

  quests: ({ filter, sort, first }: Args<{ filter?: QuestFilter | null; sort: string; first: number }>, viewer: Viewer) => {
    const rows = questRows.filter((row) => matches(row, filter ?? {}));
    const sorted =
      sort === "ENROLLMENTS_DESC" ? rows.sort((a, b) => b.enrollmentsCount - a.enrollmentsCount) : sort === "NEWEST" ? rows.reverse() : rows.sort(byRating);
    return sorted.slice(0, Math.max(0, first)).map((row) => quest(row, viewer));
  },
  quest: ({ id }: Args<{ id: string }>, viewer: Viewer) => {
    const row = questById(id);
    return row ? quest(row, viewer) : null;
  },
  upcomingQuests: ({ languages, first }: Args<{ languages?: string[] | null; first: number }>, viewer: Viewer) =>
    publishedQuests()
      .filter((row) => row.nextRelease && !row.nextRelease.perpetual && row.nextRelease.startsInDays > 0)
      .filter((row) => !languages?.length || languages.includes(row.language))
      .sort((a, b) => (a.nextRelease?.startsInDays ?? 0) - (b.nextRelease?.startsInDays ?? 0))
      .slice(0, first)
      .map((row) => quest(row, viewer)),
  membershipQuestProductIds: () => publishedQuests().flatMap((row) => (row.membership && row.productId ? [row.productId] : [])),
  recommendedQuests: ({ limit }: Args<{ limit: number }>, viewer: Viewer) => {
    const interests = new Set(viewer.user?.outcomeIds ?? []);
    const owned = new Set(viewer.user?.ownedQuestIds ?? []);
    const score = (row: QuestRow) => tagged(row.outcomeIds, interests).length;
    return publishedQuests()
      .filter((row) => !owned.has(row.id) && !row.settings.comingSoon)
      .sort((a, b) => score(b) - score(a) || byRating(a, b))
      .slice(0, limit)
      .map((row) => quest(row, viewer));
  },
  assessmentQuizRecommendations: ({ input }: Args<{ input: { outcomeIds: string[]; questLimit: number; meditationLimit: number } }>, viewer: Viewer) => {
    const wanted = new Set(input.outcomeIds);
    const questHits = publishedQuests()
      .filter((row) => tagged(row.outcomeIds, wanted).length > 0)
      .sort((a, b) => tagged(b.outcomeIds, wanted).length - tagged(a.outcomeIds, wanted).length || byRating(a, b))
      .slice(0, input.questLimit);
    const meditationHits = meditations.filter((row) => tagged(row.outcomeIds, wanted).length > 0).slice(0, input.meditationLimit);
    return {
      quests: questHits.map((row) => ({ quest: quest(row, viewer), outcomesTagged: tagged(row.outcomeIds, wanted).flatMap((id) => outcome(id) ?? []) })),
      meditations: meditationHits.map((row) => ({
        meditation: meditation(row),
        outcomesTagged: tagged(row.outcomeIds, wanted).flatMap((id) => outcome(id) ?? []),
      })),
    };
  },
  growthAreas: () => growthAreas(),
  recommendedMeditations: ({ durationBucket, limit, outcomeIds }: Args<{ durationBucket: string; limit: number; outcomeIds?: string[] | null }>) => {
    const wanted = new Set(outcomeIds ?? []);
    const inBucket = BUCKETS[durationBucket] ?? (() => false);
    return meditations
      .filter((row) => inBucket(row.duration))
      .sort((a, b) => tagged(b.outcomeIds, wanted).length - tagged(a.outcomeIds, wanted).length)
      .slice(0, limit)
      .map(meditation);
  },
  programEnrollment: ({ id }: Args<{ id: string }>, viewer: Viewer) => {
    requireUser(viewer);
    const row = programs.find((p) => p.id === id);
    return row ? program(row, viewer) : null;
  },
  programs: ({ filter }: Args<{ filter?: { allAccess?: boolean | null; language?: string | null; authorId?: string | null } | null }>, viewer: Viewer) =>
    programs
      .filter((row) => typeof filter?.allAccess !== "boolean" || row.allAccess === filter.allAccess)
      .filter((row) => !filter?.language || row.languages.includes(filter.language))
      .filter((row) => !filter?.authorId || row.authorIds.includes(filter.authorId))
      .map((row) => program(row, viewer)),
  authors: ({ featured, first }: Args<{ featured?: boolean | null; first: number }>) =>
    authors.filter((row) => typeof featured !== "boolean" || row.featured === featured).slice(0, first),
  author: ({ slug }: Args<{ slug: string }>) => authors.find((row) => row.slug === slug) ?? null,
  ...webinarRoot,
  ...affiliateRoot,
};
