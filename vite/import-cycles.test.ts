import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runtimeImports } from "./source-graph";

/**
 * ARCHITECTURE "floors": modules of app/ import each other without circles. Container blocks
 * render nested bloks through the view registry, whose imports are dynamic (`views.ts`), so
 * that recursion is no circle either.
 */
const APP = path.resolve("app");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [file] : [];
  });
}

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
  it("form no circle", () => {
    const graph = new Map(sources(APP).map((file) => [file, runtimeImports(APP, file)]));
    const cycle = findCycle(graph);
    expect(cycle?.map((file) => path.relative(APP, file)).join(" → ") ?? null).toBeNull();
  });

  it("would see one (the check itself works)", () => {
    expect(findCycle(new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]]]))).toEqual(["a", "b", "c", "a"]);
  });
});
