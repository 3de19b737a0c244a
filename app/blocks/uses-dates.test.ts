import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Views format dates with the platform's `Intl` (`domain/dates.ts`, `domain/timeslots.ts`):
 * no page downloads a date library or a date-fns locale (issue 15; date-fns and its locales
 * cost the masterclass 7.5 KB gzipped). This follows each view's imports inside app/ and
 * finds no `date-fns` or `@date-fns/*`, and no view asks for a date locale
 * (`export const usesDates`, blocks/views.ts), which would preload one for nothing.
 */
const APP = path.resolve("app");

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? path.join(APP, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The first import chain from `file` to a date library, or null. */
function dateLibraryChain(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)) {
    const spec = match[1]!;
    if (/^(date-fns|@date-fns\/)/.test(spec)) return [path.relative(APP, file), spec];
    const target = resolveImport(file, spec);
    const chain = target && dateLibraryChain(target, seen);
    if (chain) return [path.relative(APP, file), ...chain];
  }
  return null;
}

describe("views format dates without a date library", () => {
  const blocks = readdirSync(path.join(APP, "blocks")).filter((name) => existsSync(path.join(APP, "blocks", name, "index.tsx")));

  it.each(blocks)("%s", (name) => {
    const view = path.join(APP, "blocks", name, "index.tsx");
    expect(dateLibraryChain(view)).toBeNull();
    expect(readFileSync(view, "utf8")).not.toMatch(/export const usesDates\b/);
  });
});
