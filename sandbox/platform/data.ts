import authorsJson from "./fixtures/authors.json";
import categoriesJson from "./fixtures/categories.json";
import growthAreasJson from "./fixtures/growth-areas.json";
import meditationsJson from "./fixtures/meditations.json";
import programsJson from "./fixtures/programs.json";
import questsJson from "./fixtures/quests.json";
import usersJson from "./fixtures/users.json";

/**
 * The sandbox platform's catalogue, read from `fixtures/*.json` (ids link records) and
 * shaped into the objects graphql-js resolves: relations are functions, which graphql-js's
 * default field resolver calls, so a query only computes what it asks for. Dates relative
 * to "now" (`startsInDays`, `enrolledDaysAgo`) keep the catalogue current.
 */
export type Asset = { id: string; url: string; width: number; height: number };
type QuestRow = (typeof questsJson)[number];
type UserRow = (typeof usersJson)[number];

const DAY_MS = 86_400_000;
const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));
const pick = <T>(map: Map<string, T>, ids: readonly string[]): T[] => ids.flatMap((id) => map.get(id) ?? []);

export const categories = categoriesJson;
const categoryById = byId(categories);
const authorById = byId(authorsJson);
export const authors = authorsJson;

const outcomeRows = growthAreasJson.flatMap((area) => area.outcomes);
const outcomeById = byId(outcomeRows);

/** Who is asking: the signed-in member's fixture row, or null for visitors. */
export interface Viewer {
  user: UserRow | null;
}

export function outcome(id: string) {
  const row = outcomeById.get(id);
  if (!row) return null;
  return {
    ...row,
    quests: (_args: unknown, viewer: Viewer) =>
      publishedQuests()
        .filter((q) => q.outcomeIds.includes(id))
        .map((q) => quest(q, viewer)),
  };
}

const outcomesOf = (ids: readonly string[]) => ids.flatMap((id) => outcome(id) ?? []);

export function growthArea(row: (typeof growthAreasJson)[number]) {
  return { ...row, outcomes: () => outcomesOf(row.outcomes.map((o) => o.id)) };
}
export const growthAreas = () => growthAreasJson.map(growthArea);
export const growthAreaById = (id: string) => growthAreas().find((area) => area.id === id) ?? null;

export const author = (row: (typeof authorsJson)[number]) => row;

export function quest(row: QuestRow, viewer: Viewer) {
  const progress = viewer.user?.progress.find((p) => p.questId === row.id);
  const release = row.nextRelease;
  const startsAt = release ? new Date(Date.now() + release.startsInDays * DAY_MS) : null;
  return {
    ...row,
    outcomes: () => outcomesOf(row.outcomeIds),
    authors: () => pick(authorById, row.authorIds).map(author),
    categories: () => pick(categoryById, row.categoryIds),
    owned: Boolean(viewer.user?.ownedQuestIds.includes(row.id)),
    userProgress: progress ? { completed: progress.completed, enrolledAt: new Date(Date.now() - progress.enrolledDaysAgo * DAY_MS).toISOString() } : null,
    nextRelease:
      release && startsAt
        ? { id: release.id, perpetual: release.perpetual, courseStartedAt: startsAt.toISOString(), daysToStart: Math.max(0, release.startsInDays) }
        : null,
  };
}

export const questRows: readonly QuestRow[] = questsJson;
export const publishedQuests = () => questRows.filter((q) => q.status === "published");
export const questById = (id: string) => questRows.find((q) => q.id === id) ?? null;

export function program(row: (typeof programsJson)[number], viewer: Viewer) {
  return {
    ...row,
    quests: () => row.questIds.flatMap((id) => questById(id) ?? []).map((q) => quest(q, viewer)),
    authors: () => pick(authorById, row.authorIds).map(author),
    categories: () => pick(categoryById, row.categoryIds),
  };
}
export const programs = programsJson;

export function meditation(row: (typeof meditationsJson)[number]) {
  return {
    ...row,
    outcomes: () => outcomesOf(row.outcomeIds),
    author: () => authorById.get(row.authorId) ?? null,
  };
}
export const meditations = meditationsJson;

export const users: readonly UserRow[] = usersJson;
export const userBySub = (sub: string) => users.find((u) => u.sub === sub) ?? null;

/** The profile as the `User` type resolves it. */
export function profile(row: UserRow) {
  return {
    ...row,
    outcomes: () => outcomesOf(row.outcomeIds),
    growthAreaRatings: () =>
      row.growthAreaRatings.flatMap((rating) => {
        const area = growthAreaById(rating.growthAreaId);
        return area ? [{ growthArea: area, score: rating.score }] : [];
      }),
  };
}
