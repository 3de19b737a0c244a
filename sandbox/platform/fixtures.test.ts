import { describe, expect, it } from "vitest";
import { DEMO_MEMBERS } from "../auth0";
import { platformArt } from "./art";
import authors from "./fixtures/authors.json";
import categories from "./fixtures/categories.json";
import events from "./fixtures/events.json";
import growthAreas from "./fixtures/growth-areas.json";
import meditations from "./fixtures/meditations.json";
import programs from "./fixtures/programs.json";
import quests from "./fixtures/quests.json";
import users from "./fixtures/users.json";

/**
 * The sandbox platform fixtures hang together: ids are unique, every reference resolves, and
 * the catalogue is large and varied enough for the listings, filters and recommendations the
 * site builds on them.
 */

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const duplicates = (values: readonly string[]) => values.filter((value, i) => values.indexOf(value) !== i);

const outcomes = growthAreas.flatMap((area) => area.outcomes);
const outcomeIds = new Set(ids(outcomes));
const authorIds = new Set(ids(authors));
const categoryIds = new Set(ids(categories));
const questIds = new Set(ids(quests));
const growthAreaIds = new Set(ids(growthAreas));
const published = quests.filter((quest) => quest.status === "published");
const publishedEnglish = published.filter((quest) => quest.language === "en");

const SIZES: Record<string, readonly [number, number]> = {
  cover: [1200, 800],
  portrait: [800, 1000],
  avatar: [256, 256],
  banner: [1600, 600],
  gallery: [1200, 900],
  logo: [480, 240],
};

interface Asset {
  id: string;
  url: string;
  width: number;
  height: number;
}

function assetsIn(value: unknown): Asset[] {
  if (Array.isArray(value)) return value.flatMap(assetsIn);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.url === "string" && typeof record.width === "number" && typeof record.height === "number" ? [record as unknown as Asset] : [];
  return [...own, ...Object.values(record).flatMap(assetsIn)];
}

describe("platform fixtures: ids and references", () => {
  it.each([
    ["categories", ids(categories)],
    ["growth areas", ids(growthAreas)],
    ["outcomes", ids(outcomes)],
    ["authors", ids(authors)],
    ["author slugs", authors.map((a) => a.slug)],
    ["quests", ids(quests)],
    ["quest slugs", quests.map((q) => q.slug)],
    ["quest product ids", quests.flatMap((q) => (q.productId ? [q.productId] : []))],
    ["programs", ids(programs)],
    ["meditations", ids(meditations)],
    ["users", ids(users)],
    ["events", ids(events)],
    ["assets", ids(assetsIn([authors, quests, programs, meditations, events]))],
  ])("%s are unique", (_name, values) => {
    expect(values.length).toBeGreaterThan(0);
    expect(duplicates(values)).toEqual([]);
  });

  it("growth areas belong to a category and carry 3–4 outcomes", () => {
    const names = new Set(categories.map((c) => c.name));
    for (const area of growthAreas) {
      expect(names, area.id).toContain(area.category);
      expect(area.outcomes.length, area.id).toBeGreaterThanOrEqual(3);
      expect(area.outcomes.length, area.id).toBeLessThanOrEqual(4);
    }
  });

  it("quests reference existing outcomes, authors and categories", () => {
    for (const quest of quests) {
      expect(quest.outcomeIds.length, quest.id).toBeGreaterThan(0);
      expect(quest.authorIds.length, quest.id).toBeGreaterThan(0);
      expect(quest.categoryIds.length, quest.id).toBeGreaterThan(0);
      for (const id of quest.outcomeIds) expect(outcomeIds, quest.id).toContain(id);
      for (const id of quest.authorIds) expect(authorIds, quest.id).toContain(id);
      for (const id of quest.categoryIds) expect(categoryIds, quest.id).toContain(id);
      expect(quest.settings.language, quest.id).toBe(quest.language);
    }
  });

  it("programs reference existing quests, authors and categories", () => {
    for (const program of programs) {
      for (const id of program.questIds) expect(questIds, program.id).toContain(id);
      for (const id of program.authorIds) expect(authorIds, program.id).toContain(id);
      for (const id of program.categoryIds) expect(categoryIds, program.id).toContain(id);
    }
  });

  it("meditations reference existing outcomes and authors", () => {
    for (const meditation of meditations) {
      expect(meditation.outcomeIds.length, meditation.id).toBeGreaterThanOrEqual(1);
      expect(meditation.outcomeIds.length, meditation.id).toBeLessThanOrEqual(3);
      for (const id of meditation.outcomeIds) expect(outcomeIds, meditation.id).toContain(id);
      expect(authorIds, meditation.id).toContain(meditation.authorId);
    }
  });

  it("users reference existing outcomes, growth areas and quests", () => {
    for (const user of users) {
      for (const id of user.outcomeIds) expect(outcomeIds, user.id).toContain(id);
      for (const rating of user.growthAreaRatings) expect(growthAreaIds, user.id).toContain(rating.growthAreaId);
      for (const id of user.ownedQuestIds) expect(questIds, user.id).toContain(id);
      for (const progress of user.progress) expect(questIds, user.id).toContain(progress.questId);
    }
  });

  it("assets point at sandbox art with the right dimensions", () => {
    const assets = assetsIn([authors, quests, programs, meditations, events]);
    expect(assets.length).toBeGreaterThan(100);
    for (const asset of assets) {
      const platform = /^\/sandbox-assets\/platform\/([a-z]+)\/[a-z0-9-]{1,80}\.svg$/.exec(asset.url);
      if (!platform) {
        expect(asset.url).toMatch(/^\/sandbox-assets\/f\/100001\/800x1000\/[0-9a-f]{8}\/portrait-[a-z-]+\.jpg$/);
        continue;
      }
      const kind = platform[1] ?? "";
      expect(platformArt(kind, "probe"), asset.url).not.toBeNull();
      expect([asset.width, asset.height], asset.url).toEqual(SIZES[kind]);
    }
    const avatars = [...users.flatMap((u) => (u.avatarUrl ? [u.avatarUrl] : [])), ...events.flatMap((e) => e.acceptedUsers.map((u) => u.avatarUrl))];
    for (const url of avatars) expect(url).toMatch(/^\/sandbox-assets\/platform\/avatar\/[a-z0-9-]{1,80}\.svg$/);
  });
});

describe("platform fixtures: catalogue", () => {
  it("has 6 categories, 8 growth areas, 6 authors (4 featured) and the story trainers", () => {
    expect(categories).toHaveLength(6);
    expect(growthAreas).toHaveLength(8);
    expect(authors).toHaveLength(6);
    expect(authors.filter((a) => a.featured)).toHaveLength(4);
    expect(authors.map((a) => a.slug)).toEqual(expect.arrayContaining(["amara-okafor", "jonas-berg", "mei-lin", "daniel-reyes"]));
    for (const author of authors) {
      expect(author.status).toBe("published");
      expect(author.credentialImages.length, author.slug).toBeGreaterThanOrEqual(2);
      expect(author.galleryImages.length, author.slug).toBe(3);
      expect(published.filter((q) => q.authorIds.includes(author.id)).length, author.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("has at least 24 published quests spread over every category, plus drafts", () => {
    expect(quests.length).toBeGreaterThanOrEqual(28);
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(quests.some((q) => q.status === "draft")).toBe(true);
    for (const category of categories) {
      expect(published.filter((q) => q.categoryIds.includes(category.id)).length, category.id).toBeGreaterThanOrEqual(3);
    }
    const unstoppable = quests.find((q) => q.slug === "unstoppable-focus");
    expect(unstoppable?.status).toBe("published");
    expect(unstoppable?.authorIds).toContain("amara-okafor");
  });

  it("is mostly English with German, Spanish, French and Portuguese quests", () => {
    expect(publishedEnglish.length).toBeGreaterThanOrEqual(16);
    for (const lang of ["de", "es", "fr", "pt"])
      expect(
        published.some((q) => q.language === lang),
        lang,
      ).toBe(true);
  });

  it("mixes membership, self-paced and coming-soon quests", () => {
    const membership = published.filter((q) => q.membership).length;
    expect(membership / published.length).toBeGreaterThan(0.35);
    expect(membership / published.length).toBeLessThan(0.65);
    expect(quests.filter((q) => q.settings.selfPaced).length).toBeGreaterThanOrEqual(5);
    const comingSoon = published.filter((q) => q.settings.comingSoon);
    expect(comingSoon).toHaveLength(3);
    for (const quest of comingSoon) {
      expect(quest.averageRating, quest.id).toBeNull();
      expect(quest.enrollmentsCount, quest.id).toBe(0);
      expect(quest.nextRelease?.perpetual, quest.id).toBe(false);
      expect(quest.nextRelease?.startsInDays, quest.id).toBeGreaterThanOrEqual(5);
      expect(quest.nextRelease?.startsInDays, quest.id).toBeLessThanOrEqual(40);
    }
    for (const quest of published.filter((q) => !q.settings.comingSoon)) {
      expect(quest.averageRating, quest.id).toBeGreaterThanOrEqual(3.8);
      expect(quest.averageRating, quest.id).toBeLessThanOrEqual(4.9);
      expect(quest.nextRelease, quest.id).not.toBeNull();
    }
    for (const quest of quests.filter((q) => q.membership)) expect(quest.productId, quest.id).toMatch(/^prod-[a-z0-9]+-\d{4}$/);
  });

  it("tags every outcome on at least two published English quests", () => {
    const available = publishedEnglish.filter((q) => !q.settings.comingSoon);
    for (const outcome of outcomes) {
      expect(available.filter((q) => q.outcomeIds.includes(outcome.id)).length, outcome.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("varies the first outcome of quests, with some English quests sharing one", () => {
    const firsts = publishedEnglish.map((q) => q.outcomeIds[0] ?? "");
    expect(new Set(firsts).size).toBeGreaterThan(firsts.length / 2);
    expect(duplicates(firsts).length).toBeGreaterThan(0);
  });

  it("has 4 programs: one All Access, Inner Compass among them, each with 3–8 quests", () => {
    expect(programs).toHaveLength(4);
    expect(programs.filter((p) => p.allAccess)).toHaveLength(1);
    expect(ids(programs)).toContain("inner-compass");
    for (const program of programs) {
      expect(program.questIds.length, program.id).toBeGreaterThanOrEqual(3);
      expect(program.questIds.length, program.id).toBeLessThanOrEqual(8);
    }
  });

  it("has meditations in every duration bucket, mostly in English", () => {
    expect([12, 14]).toContain(meditations.length);
    expect(meditations.filter((m) => m.duration < 5).length).toBeGreaterThanOrEqual(3);
    expect(meditations.filter((m) => m.duration >= 5 && m.duration < 20).length).toBeGreaterThanOrEqual(4);
    expect(meditations.filter((m) => m.duration >= 20).length).toBeGreaterThanOrEqual(4);
    expect(meditations.filter((m) => m.language === "en").length).toBeGreaterThanOrEqual(10);
    expect(meditations.some((m) => m.language !== "en")).toBe(true);
  });

  it("has 8 upcoming community events, exactly one featured", () => {
    expect(events).toHaveLength(8);
    expect(events.filter((e) => e.isFeature)).toHaveLength(1);
    for (const event of events) {
      expect(event.startsInHours, event.id).toBeGreaterThan(0);
      expect(event.conferenceLink, event.id).toMatch(/^https:\/\//);
      expect(event.acceptedUsers.length, event.id).toBeGreaterThanOrEqual(3);
      expect(event.acceptedUsers.length, event.id).toBeLessThanOrEqual(5);
      expect(event.acceptedUsersCount, event.id).toBeGreaterThanOrEqual(event.acceptedUsers.length);
      expect(() => new Intl.DateTimeFormat("en", { timeZone: event.timezoneId }), event.id).not.toThrow();
    }
  });
});

describe("platform fixtures: demo members", () => {
  it("are exactly the DEMO_MEMBERS, with their emails", () => {
    expect(users.map((u) => u.sub)).toEqual(DEMO_MEMBERS.map((m) => m.sub));
    expect(users.map((u) => u.email)).toEqual(DEMO_MEMBERS.map((m) => m.email));
    expect(users.map((u) => `${u.firstName} ${u.lastName}`)).toEqual(DEMO_MEMBERS.map((m) => m.name));
  });

  it("have the user level of their plan", () => {
    expect(users.map((u) => u.userLevel)).toEqual([
      { level: 0, name: "Free" },
      { level: 1, name: "Membership" },
      { level: 3, name: "All Access Coaching" },
    ]);
  });

  it("the free member has not taken the assessment; the others rated every growth area", () => {
    const [free, ...paying] = users;
    expect(free?.scores.assessment).toBeNull();
    expect(free?.growthAreaRatings).toEqual([]);
    expect(free?.avatarUrl).toBeNull();
    for (const user of paying) {
      expect(user.scores.assessment, user.id).toEqual(expect.any(Number));
      expect(user.growthAreaRatings.map((r) => r.growthAreaId).sort(), user.id).toEqual([...growthAreaIds].sort());
      for (const { score } of user.growthAreaRatings) expect(score >= 0 && score <= 10 && Math.round(score * 10) === score * 10, user.id).toBe(true);
      expect(user.avatarUrl, user.id).not.toBeNull();
      expect(user.ownedQuestIds.length, user.id).toBeGreaterThan(0);
      expect(user.progress.length, user.id).toBeGreaterThan(0);
    }
  });
});

describe("platformArt", () => {
  it.each(Object.keys(SIZES))("draws a deterministic %s", (kind) => {
    const art = platformArt(kind, "unstoppable-focus");
    expect(art).toMatch(/^<svg /);
    expect(art).toContain(`viewBox="0 0 ${SIZES[kind]?.join(" ")}"`);
    expect(platformArt(kind, "unstoppable-focus")).toBe(art);
    expect(platformArt(kind, "inner-compass")).not.toBe(art);
    expect(art).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it("answers null for an unknown kind", () => {
    expect(platformArt("poster", "unstoppable-focus")).toBeNull();
    expect(platformArt("toString", "unstoppable-focus")).toBeNull();
  });
});
