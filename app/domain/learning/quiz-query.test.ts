import { describe, expect, it } from "vitest";
import { otherParams, quizSearch } from "./quiz-query";
import { readQuizQuery } from "./quiz-query-read";

const AREAS = [
  { id: "focus", outcomes: [{ id: "f1" }, { id: "f2" }] },
  { id: "calm", outcomes: [{ id: "c1" }, { id: "c2" }, { id: "c3" }] },
  { id: "body", outcomes: [{ id: "b1" }] },
  { id: "soul", outcomes: [{ id: "s1" }] },
];

const read = (query: string) => readQuizQuery(new URLSearchParams(query), AREAS);

describe("readQuizQuery", () => {
  it.each([
    { query: "", expected: { step: "areas", areaIds: [], outcomeIds: [], notice: null } },
    { query: "step=areas&area=focus", expected: { step: "areas", areaIds: ["focus"], outcomeIds: [], notice: null } },
    { query: "step=outcomes&area=focus&area=calm", expected: { step: "outcomes", areaIds: ["focus", "calm"], outcomeIds: [], notice: null } },
    { query: "step=results&area=focus&outcome=f2", expected: { step: "results", areaIds: ["focus"], outcomeIds: ["f2"], notice: null } },
    // Garbage and unknowns are ignored, never a failure.
    { query: "step=banana", expected: { step: "areas", areaIds: [], outcomeIds: [], notice: null } },
    { query: "step=outcomes&area=nope&area=%3Cscript%3E", expected: { step: "areas", areaIds: [], outcomeIds: [], notice: "chooseArea" } },
    { query: "step=outcomes&area=focus&area=focus", expected: { step: "outcomes", areaIds: ["focus"], outcomeIds: [], notice: null } },
    { query: `step=outcomes&area=${"x".repeat(500)}&area=calm`, expected: { step: "outcomes", areaIds: ["calm"], outcomeIds: [], notice: null } },
    // Outcomes must belong to a chosen area.
    { query: "step=results&area=focus&outcome=c1&outcome=f1", expected: { step: "results", areaIds: ["focus"], outcomeIds: ["f1"], notice: null } },
    { query: "step=results&area=focus&outcome=c1", expected: { step: "outcomes", areaIds: ["focus"], outcomeIds: [], notice: "chooseOutcome" } },
    // Going back keeps the outcomes chosen so far.
    { query: "step=areas&area=focus&outcome=f1", expected: { step: "areas", areaIds: ["focus"], outcomeIds: ["f1"], notice: null } },
    // A later step before its choices: the step that asks for them.
    { query: "step=outcomes", expected: { step: "areas", areaIds: [], outcomeIds: [], notice: "chooseArea" } },
    { query: "step=results", expected: { step: "areas", areaIds: [], outcomeIds: [], notice: "chooseArea" } },
    { query: "step=results&area=calm", expected: { step: "outcomes", areaIds: ["calm"], outcomeIds: [], notice: "chooseOutcome" } },
    // More than 3 (docs/product/learning-catalogue.md): the first three are kept, the quiz stays on that step with the message.
    {
      query: "step=outcomes&area=focus&area=calm&area=body&area=soul",
      expected: { step: "areas", areaIds: ["focus", "calm", "body"], outcomeIds: [], notice: "limit" },
    },
    {
      query: "step=areas&area=focus&area=calm&area=body&area=soul",
      expected: { step: "areas", areaIds: ["focus", "calm", "body"], outcomeIds: [], notice: "limit" },
    },
    {
      query: "step=results&area=focus&area=calm&outcome=f1&outcome=f2&outcome=c1&outcome=c2",
      expected: { step: "outcomes", areaIds: ["focus", "calm"], outcomeIds: ["f1", "f2", "c1"], notice: "limit" },
    },
    {
      query: "step=outcomes&area=calm&outcome=c1&outcome=c2&outcome=c3&outcome=c1",
      expected: { step: "outcomes", areaIds: ["calm"], outcomeIds: ["c1", "c2", "c3"], notice: null },
    },
  ])("?$query", ({ query, expected }) => {
    expect(read(query)).toEqual(expected);
  });

  it("with no growth areas known, stays on the first step", () => {
    expect(readQuizQuery(new URLSearchParams("step=results&area=focus&outcome=f1"), [])).toEqual({
      step: "areas",
      areaIds: [],
      outcomeIds: [],
      notice: "chooseArea",
    });
  });
});

describe("quizSearch", () => {
  it("writes the step and the choices in order", () => {
    expect(quizSearch(new URLSearchParams(), { step: "results", areaIds: ["focus", "calm"], outcomeIds: ["f1"] })).toBe(
      "?step=results&area=focus&area=calm&outcome=f1",
    );
  });

  it("keeps the page's other parameters and replaces the quiz's", () => {
    const base = new URLSearchParams("_storyblok=1&step=areas&area=old&outcome=old&utm_source=mail");
    expect(quizSearch(base, { step: "outcomes", areaIds: ["calm"], outcomeIds: [] })).toBe("?_storyblok=1&utm_source=mail&step=outcomes&area=calm");
  });

  it("round-trips through readQuizQuery", () => {
    const state = { step: "results" as const, areaIds: ["calm", "focus"], outcomeIds: ["c2", "f1"] };
    expect(read(quizSearch(new URLSearchParams(), state).slice(1))).toEqual({ ...state, notice: null });
  });

  it("otherParams leaves out only the quiz's parameters", () => {
    expect(otherParams(new URLSearchParams("a=1&step=x&area=y&outcome=z&b=2")).toString()).toBe("a=1&b=2");
  });
});
