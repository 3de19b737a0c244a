import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import ts from "typescript";

/**
 * The run-time import graph of app/, as a bundler sees it: esbuild resolves every source file's
 * imports (the `~/` alias from tsconfig, type-only imports erased) without writing anything.
 * Static imports are the edges; dynamic ones (`import()`, `import.meta.glob`, lazy chunks) are
 * not, since they load on their own schedule.
 */
export interface ImportGraph {
  /** Source file (absolute) → app files it imports statically (absolute). */
  files: Map<string, string[]>;
  /** Source file (absolute) → packages it imports statically (bare specifiers). */
  packages: Map<string, string[]>;
}

export const APP = path.resolve("app");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Builds the graph of every source file under app/ (about a second). */
export async function appImportGraph(): Promise<ImportGraph> {
  const result = await build({
    entryPoints: sources(APP),
    bundle: true,
    write: false,
    metafile: true,
    outdir: "import-graph",
    format: "esm",
    platform: "neutral",
    packages: "external",
    external: ["virtual:*", "*.css", "*?url"],
    jsx: "automatic",
    logLevel: "silent",
  });
  const files = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  for (const [input, { imports }] of Object.entries(result.metafile.inputs)) {
    const file = path.resolve(input);
    if (!file.startsWith(APP + path.sep)) continue;
    const statics = imports.filter((edge) => edge.kind === "import-statement");
    files.set(
      file,
      statics
        .filter((edge) => !edge.external)
        .map((edge) => path.resolve(edge.path))
        .filter((target) => target.startsWith(APP + path.sep)),
    );
    packages.set(
      file,
      statics.filter((edge) => edge.external && !/^(virtual:|\.)/.test(edge.path)).map((edge) => edge.path),
    );
  }
  return { files, packages };
}

/** Files reached from `entries` by static imports, entries included; `*.server.ts` files (never in the browser) are not followed. */
export function reachable(graph: ImportGraph, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const next of graph.files.get(file) ?? []) visit(next);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

/**
 * Every import between files of app/, as written in the source: static and dynamic imports,
 * type-only imports, `export … from` and `import("…")` types, so a circle that only types or
 * a lazy `import()` close counts too (the floors rule of eslint.config.js counts types as well).
 * `import.meta.glob` (the view registry, `block-kit/views.ts`) names folders, not files, and is
 * not an edge. Source file (absolute) → app files it imports (absolute).
 */
export function appSourceImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(APP)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      false,
      file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const targets = new Set<string>();
    const add = (specifier: ts.Node | undefined) => {
      if (!specifier || !ts.isStringLiteralLike(specifier)) return;
      const target = resolveInApp(file, specifier.text);
      if (target) targets.add(target);
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
      else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
      ts.forEachChild(node, visit);
    };
    visit(source);
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The app file `specifier` names from `importer` (`~/` alias or relative, extension and `/index` optional); null for packages and non-code files. */
function resolveInApp(importer: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(importer), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, ...[".ts", ".tsx", ".d.ts", "/index.ts", "/index.tsx"].map((ending) => base + ending)];
  const found = candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile());
  return found && found.startsWith(APP + path.sep) ? found : null;
}
