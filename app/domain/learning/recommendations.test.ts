import { describe, expect, it } from "vitest";
import {
  BUCKET_QUOTAS,
  durationBucket,
  firstOutcomeKey,
  RECOMMENDED_MEDITATIONS,
  RECOMMENDED_QUESTS,
  selectMeditations,
  selectQuests,
  selectRecommendations,
} from "./recommendations";

/** A quest candidate: `outcomes` are the quest's own outcome ids, `tagged` the platform's outcomesTagged. */
const q = (id: string, outcomes: string[], { language = "en", tagged = outcomes }: { language?: string; tagged?: string[] } = {}) => ({
  quest: { id, language, outcomes: outcomes.map((o) => ({ id: o })) },
  outcomesTagged: tagged.map((o) => ({ id: o })),
});
/** A meditation candidate `minutes` long. */
const m = (id: string, minutes: number, language = "en") => ({ meditation: { id, language, duration: minutes } });
const ids = (items: readonly { quest: { id: string } }[]) => items.map((i) => i.quest.id);
const mids = (items: readonly { meditation: { id: string } }[]) => items.map((i) => i.meditation.id);

describe("recommendation limits: English only, 3 quests, 4 meditations by duration", () => {
  it("are 3 quests, 4 meditations, buckets 2 / 1 / 1", () => {
    expect(RECOMMENDED_QUESTS).toBe(3);
    expect(RECOMMENDED_MEDITATIONS).toBe(4);
    expect(BUCKET_QUOTAS).toEqual({ less_than_5_mins: 2, less_than_20_mins: 1, greater_than_20_mins: 1 });
  });
});

describe("durationBucket", () => {
  it.each([
    [0, "less_than_5_mins"],
    [4, "less_than_5_mins"],
    [4.9, "less_than_5_mins"],
    [5, "less_than_20_mins"],
    [19, "less_than_20_mins"],
    [20, "greater_than_20_mins"],
    [90, "greater_than_20_mins"],
  ])("%s minutes → %s", (minutes, bucket) => {
    expect(durationBucket(minutes)).toBe(bucket);
  });
});

describe("selectQuests", () => {
  it.each([
    { name: "nothing in, nothing out", input: [], expected: [] },
    { name: "keeps platform order, up to 3", input: [q("a", ["o1"]), q("b", ["o2"]), q("c", ["o3"]), q("d", ["o4"])], expected: ["a", "b", "c"] },
    {
      name: "drops a quest whose first tagged outcome was already taken",
      input: [q("a", ["o1", "o2"]), q("b", ["o1", "o3"]), q("c", ["o2"])],
      expected: ["a", "c"],
    },
    {
      name: "only the FIRST outcome counts (shared later outcomes are fine)",
      input: [q("a", ["o1", "o9"]), q("b", ["o2", "o9"]), q("c", ["o3", "o1"])],
      expected: ["a", "b", "c"],
    },
    {
      name: "de-duplicates before limiting",
      input: [q("a", ["o1"]), q("b", ["o1"]), q("c", ["o1"]), q("d", ["o2"]), q("e", ["o3"])],
      expected: ["a", "d", "e"],
    },
    {
      name: "the tagged outcome decides, not the quest's own first outcome",
      input: [q("a", ["x", "o1"], { tagged: ["o1"] }), q("b", ["y", "o1"], { tagged: ["o1"] }), q("c", ["x", "o2"], { tagged: ["o2"] })],
      expected: ["a", "c"],
    },
    { name: "one chosen outcome: one quest", input: [q("a", ["o1"]), q("b", ["o1", "o2"], { tagged: ["o1"] })], expected: ["a"] },
    {
      name: "English only",
      input: [q("es", ["o1"], { language: "es" }), q("a", ["o1"]), q("de", ["o2"], { language: "de" }), q("b", ["o2"])],
      expected: ["a", "b"],
    },
    { name: "a non-English quest does not take its first outcome", input: [q("fr", ["o1"], { language: "fr" }), q("a", ["o1"])], expected: ["a"] },
    { name: "language case and spaces do not matter", input: [q("a", ["o1"], { language: " EN " })], expected: ["a"] },
    { name: "a repeated quest counts once", input: [q("a", ["o1"]), q("a", ["o1"]), q("b", ["o2"])], expected: ["a", "b"] },
    {
      name: "untagged: the quest's own first outcome is the key",
      input: [q("a", ["o1"]), q("b", ["o1"], { tagged: [] }), q("c", ["o2"], { tagged: [] })],
      expected: ["a", "c"],
    },
    { name: "no outcomes at all: never a duplicate", input: [q("a", [], { tagged: [] }), q("b", [], { tagged: [] })], expected: ["a", "b"] },
  ])("$name", ({ input, expected }) => {
    expect(ids(selectQuests(input))).toEqual(expected);
  });

  it("takes another limit", () => {
    expect(ids(selectQuests([q("a", ["o1"]), q("b", ["o2"])], 1))).toEqual(["a"]);
  });

  it("keys by the first tagged outcome, else the quest's first outcome, else the quest", () => {
    expect(firstOutcomeKey(q("a", ["o1", "o2"], { tagged: ["o2"] }))).toBe("outcome:o2");
    expect(firstOutcomeKey(q("a", ["o1"], { tagged: [] }))).toBe("outcome:o1");
    expect(firstOutcomeKey(q("a", [], { tagged: [] }))).toBe("quest:a");
  });
});

describe("selectMeditations", () => {
  it.each([
    { name: "nothing in, nothing out", input: [], expected: [] },
    {
      name: "2 short, 1 medium, 1 long, shortest first",
      input: [m("long1", 30), m("mid1", 10), m("short1", 3), m("mid2", 12), m("short2", 2), m("short3", 4), m("long2", 25)],
      expected: ["short2", "short1", "mid1", "long1"],
    },
    {
      name: "the first of each bucket in platform order, whatever their length",
      input: [m("short-a", 4), m("short-b", 1), m("short-c", 2), m("mid-a", 15), m("mid-b", 6), m("long-a", 40), m("long-b", 21)],
      expected: ["short-b", "short-a", "mid-a", "long-a"],
    },
    { name: "English only", input: [m("es", 3, "es"), m("s1", 3), m("de", 4, "de"), m("s2", 4), m("m1", 10), m("l1", 30)], expected: ["s1", "s2", "m1", "l1"] },
    {
      name: "an empty long bucket is filled from the others",
      input: [m("s1", 2), m("s2", 3), m("s3", 4), m("m1", 8), m("m2", 9)],
      expected: ["s1", "s2", "s3", "m1"],
    },
    { name: "fill-ins follow platform order", input: [m("m1", 8), m("m2", 9), m("m3", 10), m("m4", 11), m("m5", 12)], expected: ["m1", "m2", "m3", "m4"] },
    { name: "fewer than 4 in all: all of them", input: [m("l1", 25), m("s1", 3)], expected: ["s1", "l1"] },
    { name: "a repeated meditation counts once", input: [m("s1", 3), m("s1", 3), m("m1", 10)], expected: ["s1", "m1"] },
    {
      name: "5 and 20 minutes start the next bucket",
      input: [m("five", 5), m("twenty", 20), m("four", 4), m("nineteen", 19)],
      expected: ["four", "five", "nineteen", "twenty"],
    },
  ])("$name", ({ input, expected }) => {
    expect(mids(selectMeditations(input))).toEqual(expected);
  });

  it("never shows more than 4", () => {
    const many = Array.from({ length: 20 }, (_, i) => m(`x${i}`, i * 2));
    expect(selectMeditations(many)).toHaveLength(4);
  });
});

describe("selectRecommendations", () => {
  it("applies both rules and keeps the candidates' other fields", () => {
    const result = selectRecommendations({
      quests: [{ ...q("a", ["o1"]), extra: 1 }, q("b", ["o1"])],
      meditations: [{ ...m("s1", 3), extra: 2 }],
    });
    expect(result.quests).toEqual([{ ...q("a", ["o1"]), extra: 1 }]);
    expect(result.meditations).toEqual([{ ...m("s1", 3), extra: 2 }]);
  });
});
