import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * A static look at the app's own source (build time and unit tests): which files a module
 * reaches through runtime imports, which interface-string groups they name, and whether they
 * format month names. Type-only imports, `*.server.ts` files (never in the browser) and
 * dynamic imports (their own chunks) are not followed.
 */

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveImport(appDir: string, from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? path.join(appDir, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/gm;

/** The files `file` imports at run time (static imports inside `appDir`, type-only ones left out). */
export function runtimeImports(appDir: string, file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(RUNTIME_IMPORT)].flatMap((match) => resolveImport(appDir, file, match[1]!) ?? []);
}

/** Files reached from `entries` by static runtime imports inside `appDir`, entries included. */
export function reachableSources(appDir: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(RUNTIME_IMPORT)) {
      const target = resolveImport(appDir, file, match[1]!);
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

/**
 * Groups of the locale files that string literals in `files` name: `"group.…"` for a group of
 * keys (`groups`), the exact `"key"` for a top-level string (`leaves`).
 */
export function stringGroupsIn(files: readonly string[], groups: readonly string[], leaves: readonly string[] = []): string[] {
  const alternatives = [`(${groups.join("|")})\\.`, ...(leaves.length ? [`(${leaves.join("|")})["'\`]`] : [])];
  const pattern = new RegExp(`["'\`](?:${alternatives.join("|")})`, "g");
  const found = new Set<string>();
  for (const file of files) for (const match of readFileSync(file, "utf8").matchAll(pattern)) found.add((match[1] ?? match[2])!);
  return [...found].sort();
}

/** True when one of `files` formats dates with month names (`formatLongDate`, outside its own module). */
export function formatsLongDates(files: readonly string[]): boolean {
  return files.some((file) => !file.endsWith(path.join("domain", "dates.ts")) && /\bformatLongDate\(/.test(readFileSync(file, "utf8")));
}
