import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The floors of `app/` as eslint.config.js enforces them and docs/architecture.md tells them:
 * the same list in both, every folder and top-level module placed, and no import running up,
 * dynamic `import()` included (the lint sees static imports only).
 */

interface Floor {
  name: string;
  places: string[];
}

const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");
let floors: Floor[] = [];

beforeAll(async () => {
  // A computed URL: the lint's config is JavaScript, outside what TypeScript checks.
  floors = ((await import(pathToFileURL(path.join(ROOT, "eslint.config.js")).href)) as { FLOORS: Floor[] }).FLOORS;
}, 60_000); // the config loads typescript-eslint

/** A top-level module's name without its extension (`root.server.ts` → `root.server`). */
const moduleName = (file: string) => file.replace(/(\.d)?\.tsx?$/, "");
const isCode = (file: string) => /\.tsx?$/.test(file);

/** The floor index of a path inside `app/` (`blocks/x/y.tsx`, `root.tsx`), or null when no place holds it. */
function floorOf(relative: string): number | null {
  const [first = "", ...rest] = relative.split("/");
  const place = rest.length > 0 ? `${first}/` : moduleName(first).replace(/\.test$/, "");
  const index = floors.findIndex((floor) => floor.places.some((p) => (p.endsWith("/") ? p === place : moduleName(p) === place)));
  return index === -1 ? null : index;
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? codeFiles(full) : isCode(name) ? [full] : [];
  });
}

describe("floors", () => {
  it("place every folder and top-level module of app/ exactly once", () => {
    const entries = readdirSync(APP)
      .filter((name) => statSync(path.join(APP, name)).isDirectory() || isCode(name))
      .map((name) => (statSync(path.join(APP, name)).isDirectory() ? `${name}/` : name));
    const unplaced = entries.filter((entry) => floorOf(entry) === null);
    expect(unplaced).toEqual([]);
    const places = floors.flatMap((floor) => floor.places);
    expect(new Set(places).size).toBe(places.length);
    expect(places.filter((place) => !entries.includes(place))).toEqual([]);
  });

  it("read the same in docs/architecture.md as in eslint.config.js", () => {
    const doc = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
    // One line per floor: continuation lines joined to their item.
    const section = doc.slice(doc.indexOf("## Floors")).replace(/\n {2,}/g, " ");
    const listed = [...section.matchAll(/^\d+\. \*\*(.+?)\*\* — ((?:`[^`]+`(?:, )?)+):/gm)].map((match) => ({
      name: match[1],
      places: [...(match[2] ?? "").matchAll(/`([^`]+)`/g)].map((place) => place[1]),
    }));
    expect(listed).toEqual(floors.map(({ name, places }) => ({ name, places })));
  });

  it("hold for every import in app/, dynamic ones included", () => {
    const upward: string[] = [];
    for (const file of codeFiles(APP)) {
      const from = floorOf(path.relative(APP, file));
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)) {
        const specifier = (match[1] ?? "").replace(/\?.*$/, "");
        const target = specifier.startsWith("~/")
          ? path.join(APP, specifier.slice(2))
          : specifier.startsWith(".")
            ? path.resolve(path.dirname(file), specifier)
            : null;
        if (!target || !target.startsWith(APP + path.sep)) continue;
        const to = floorOf(path.relative(APP, target));
        if (from !== null && to !== null && to > from) upward.push(`${path.relative(ROOT, file)} → ${specifier}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
