import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP, appSourceImports } from "./import-graph";

/**
 * The floors of docs/architecture.md: modules of app/ import each other without circles, counting
 * every import (types, `export … from` and dynamic `import()` too). Container blocks render
 * nested bloks through the view registry, which finds the views by folder (`import.meta.glob`
 * in `block-kit/views.ts`), so that recursion is no circle either.
 */
/** Every circle a depth-first walk meets (one per edge that closes it), each as the files from its start back to it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      cycles.push([...stack.slice(stack.indexOf(file)), file]);
      return;
    }
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe("app/ imports", () => {
  it("form no circle, types and dynamic imports included", () => {
    const graph = appSourceImports();
    expect(graph.size).toBeGreaterThan(100);
    expect(findCycles(graph).map((cycle) => cycle.map((file) => path.relative(APP, file)).join(" → "))).toEqual([]);
  }, 60_000);

  it("would see one (the check itself works)", () => {
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", ["a"]],
        ]),
      ),
    ).toEqual([["a", "b", "c", "a"]]);
  });
});
