import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_SELECTIONS, SELECTION_LIMIT_MESSAGE, selectionFromList, toggleSelection } from "./selection";

describe("toggleSelection", () => {
  it.each([
    { name: "adds to an empty selection", selected: [], id: "a", expected: ["a"], refused: false },
    { name: "adds a second", selected: ["a"], id: "b", expected: ["a", "b"], refused: false },
    { name: "adds the third", selected: ["a", "b"], id: "c", expected: ["a", "b", "c"], refused: false },
    { name: "refuses a fourth", selected: ["a", "b", "c"], id: "d", expected: ["a", "b", "c"], refused: true },
    { name: "removes a chosen one (toggle)", selected: ["a", "b"], id: "a", expected: ["b"], refused: false },
    { name: "removes a chosen one when full", selected: ["a", "b", "c"], id: "b", expected: ["a", "c"], refused: false },
    { name: "removes the only one", selected: ["a"], id: "a", expected: [], refused: false },
  ])("$name", ({ selected, id, expected, refused }) => {
    expect(toggleSelection(selected, id)).toEqual({ selected: expected, refused });
  });

  it("after a removal there is room again", () => {
    const removed = toggleSelection(["a", "b", "c"], "a");
    expect(toggleSelection(removed.selected, "d")).toEqual({ selected: ["b", "c", "d"], refused: false });
  });

  it("never changes the array it is given", () => {
    const selected = Object.freeze(["a", "b", "c"]);
    toggleSelection(selected, "d");
    toggleSelection(selected, "a");
    expect(selected).toEqual(["a", "b", "c"]);
  });

  it("honours another maximum", () => {
    expect(toggleSelection(["a"], "b", 1)).toEqual({ selected: ["a"], refused: true });
  });

  it("allows at most 3 and refuses a fourth with the limit message", () => {
    expect(MAX_SELECTIONS).toBe(3);
    expect(SELECTION_LIMIT_MESSAGE).toBe("You have selected 3 options already.");
  });

  it("shows that exact message in English through the quiz strings", () => {
    const english = JSON.parse(readFileSync(path.resolve("locales/en/common.json"), "utf8")) as { quiz: { limitReached: string } };
    expect(english.quiz.limitReached).toBe(SELECTION_LIMIT_MESSAGE);
  });
});

describe("selectionFromList (a selection sent in a URL)", () => {
  const known = new Set(["a", "b", "c", "d", "e"]);
  it.each([
    { name: "nothing", values: [], expected: [], refused: false },
    { name: "keeps order", values: ["c", "a"], expected: ["c", "a"], refused: false },
    { name: "ignores unknown ids", values: ["x", "a", "<script>"], expected: ["a"], refused: false },
    { name: "counts repeats once", values: ["a", "a", "b", "a"], expected: ["a", "b"], refused: false },
    { name: "three is fine", values: ["a", "b", "c"], expected: ["a", "b", "c"], refused: false },
    { name: "a fourth is refused, the first three kept", values: ["a", "b", "c", "d"], expected: ["a", "b", "c"], refused: true },
    { name: "five: still the first three", values: ["e", "d", "c", "b", "a"], expected: ["e", "d", "c"], refused: true },
    { name: "a repeat of a kept one is no fourth", values: ["a", "b", "c", "c"], expected: ["a", "b", "c"], refused: false },
    { name: "unknown ids do not count toward the limit", values: ["a", "x", "y", "b", "c"], expected: ["a", "b", "c"], refused: false },
  ])("$name", ({ values, expected, refused }) => {
    expect(selectionFromList(values, known)).toEqual({ selected: expected, refused });
  });
});
