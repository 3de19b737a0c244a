import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { APP, appImportGraph, type ImportGraph } from "./import-graph";

/**
 * The floors of docs/architecture.md: modules of app/ import each other without circles. Container blocks
 * render nested bloks through the view registry, whose imports are dynamic (`views.ts`), so
 * that recursion is no circle either.
 */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === "done") return null;
    if (state.get(file) === "open") return [...stack.slice(stack.indexOf(file)), file];
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, "done");
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe("app/ imports", () => {
  let graph: ImportGraph;
  beforeAll(async () => {
    graph = await appImportGraph();
  }, 60_000);

  it("form no circle", () => {
    expect(graph.files.size).toBeGreaterThan(100);
    const cycle = findCycle(graph.files);
    expect(cycle?.map((file) => path.relative(APP, file)).join(" → ") ?? null).toBeNull();
  });

  it("would see one (the check itself works)", () => {
    expect(
      findCycle(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", ["a"]],
        ]),
      ),
    ).toEqual(["a", "b", "c", "a"]);
  });
});
