import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A view that formats month names needs its language's date-fns locale loaded before it
 * renders in the browser; it says so with `export const usesDates = true` (block-kit/views.ts).
 * This follows each view's imports inside app/ and checks the flag where `formatLongDate` is reached.
 */
const APP = path.resolve("app");

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? path.join(APP, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && readdirSafe(candidate) === null) return candidate;
  }
  return null;
}

function readdirSafe(file: string): string[] | null {
  try {
    return readdirSync(file);
  } catch {
    return null;
  }
}

function reachesLongDates(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  if (/\bformatLongDate\(/.test(source) && !file.endsWith(path.join("domain", "dates.ts"))) return true;
  for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)) {
    const target = resolveImport(file, match[1]!);
    if (target && reachesLongDates(target, seen)) return true;
  }
  return false;
}

describe("views that format dates load the date locale", () => {
  const blocks = readdirSync(path.join(APP, "blocks")).filter((name) => existsSync(path.join(APP, "blocks", name, "index.tsx")));

  it.each(blocks)("%s", (name) => {
    const view = path.join(APP, "blocks", name, "index.tsx");
    const flagged = /export const usesDates = true/.test(readFileSync(view, "utf8"));
    expect(flagged, `${name}: usesDates must be ${reachesLongDates(view)}`).toBe(reachesLongDates(view));
  });
});
