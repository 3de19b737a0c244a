import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { SITE_BLOCKS, STATIC_VIEW_BLOCKS } from "./site-chunk";
import { reachableSources, stringGroupsIn } from "./source-graph";

/**
 * `virtual:client-chunks`: which browser files each block view and each language's date
 * locale need, so the server can `modulepreload` exactly those for a page, and which
 * interface-string groups browser code names, so it sends only those (issue 15).
 *
 * In the production build the server bundle is built after the browser bundle, so this module
 * is generated from the browser build's `.vite/manifest.json`: for `app/blocks/<name>/index.tsx`
 * the chunk and its static imports (minus what the client entry and root route load anyway);
 * the views bundled in the shared `site` chunk (`site-chunk.ts`) name that chunk.
 * In dev and in unit tests, Vite serves sources: a view's URL is its source path.
 */
export interface ClientChunks {
  /** Block name → files to preload, the view's own chunk first. */
  blocks: Record<string, string[]>;
  /** Language → files of its date-fns locale (month names; see `app/i18n/date-locales.ts`). */
  dateLocales: Record<string, string[]>;
  /** Files of the error page (`app/pages/ErrorPage.tsx`, imported lazily), its own chunk first. */
  errorPage: string[];
  /**
   * Interface-string groups (top-level keys of `locales/<lng>/common.json`) the browser needs:
   * `chrome` for what every page may show outside block views (root, story pages, the error
   * page), `routes` per fixed route module (file name without extension) for the groups only
   * it names, sent by its own loader (`routeStrings`), `blocks` per view.
   */
  strings: { chrome: string[]; routes: Record<string, string[]>; blocks: Record<string, string[]> };
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const ID = "virtual:client-chunks";
const RESOLVED = `\0${ID}`;
const BLOCK_VIEW = /^app\/blocks\/([a-z0-9_]+)\/index\.tsx$/;
/** The error page's module, a chunk of its own (`app/pages/LazyErrorPage.tsx`). */
const ERROR_PAGE = "app/pages/ErrorPage.tsx";
const DATE_LOCALE = /^node_modules\/date-fns\/locale\/([a-zA-Z-]+)\.js$/;
/** date-fns locale file → interface language (`app/i18n/date-locales.ts`). */
const DATE_LOCALE_LANGUAGE: Record<string, string> = { ar: "ar", de: "de", "en-US": "en", es: "es", fr: "fr", id: "in", it: "it", pt: "pt", ru: "ru", "zh-CN": "zh" };
/** Modules every page loads anyway (Remix preloads them itself). */
const ALWAYS_LOADED = ["app/entry.client.tsx", "app/root.tsx"];

/** The chunks a manifest entry loads before it runs: itself and its static imports, transitively. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** Builds the chunk map from a Vite client manifest. Exported for its unit test. */
export function chunksFromManifest(manifest: Record<string, ManifestChunk>, base: string): Omit<ClientChunks, "strings"> {
  const always = new Set<string>();
  for (const key of ALWAYS_LOADED) closure(manifest, key, always);
  const files = (key: string) => [...closure(manifest, key)].filter((k) => k === key || !always.has(k)).map((k) => base + manifest[k]!.file);
  const result: Omit<ClientChunks, "strings"> = { blocks: {}, dateLocales: {}, errorPage: manifest[ERROR_PAGE] ? files(ERROR_PAGE) : [] };
  for (const key of Object.keys(manifest).sort()) {
    const dateLocale = DATE_LOCALE_LANGUAGE[DATE_LOCALE.exec(key)?.[1] ?? ""];
    if (dateLocale) result.dateLocales[dateLocale] = files(key);
    const block = BLOCK_VIEW.exec(key)?.[1];
    if (block) result.blocks[block] = files(key);
  }
  // Views in the shared `site` and `static-views` chunks have no entry of their own: their
  // files are that chunk and what it imports.
  for (const [prefix, blocks] of [["_site-", SITE_BLOCKS], ["_static-views-", STATIC_VIEW_BLOCKS]] as const) {
    const shared = Object.keys(manifest).find((key) => key.startsWith(prefix));
    if (shared) for (const block of blocks) result.blocks[block] ??= files(shared);
  }
  return result;
}

/** Dev and tests: Vite serves each view from its source path. */
function chunksFromSources(root: string, base: string): Omit<ClientChunks, "strings"> {
  const blocksDir = path.join(root, "app/blocks");
  const result: Omit<ClientChunks, "strings"> = { blocks: {}, dateLocales: {}, errorPage: [`${base}${ERROR_PAGE}`] };
  for (const name of readdirSafe(blocksDir)) {
    if (existsSync(path.join(blocksDir, name, "index.tsx"))) result.blocks[name] = [`${base}app/blocks/${name}/index.tsx`];
  }
  return result;
}

/** The string groups of chrome and of each block view, from the sources (`source-graph.ts`). */
export function stringGroups(root: string): ClientChunks["strings"] {
  const appDir = path.join(root, "app");
  const english = JSON.parse(readFileSync(path.join(root, "locales/en/common.json"), "utf8")) as Record<string, unknown>;
  const groups = Object.keys(english).filter((key) => typeof english[key] === "object");
  const leaves = Object.keys(english).filter((key) => typeof english[key] === "string");
  const groupsIn = (files: string[]) => stringGroupsIn(files, groups, leaves);
  // Modules with a view: resource routes (no default export) never reach the browser.
  const source = (dir: string) =>
    readdirSafe(path.join(appDir, dir))
      .filter((f) => /\.tsx?$/.test(f) && !/\.(server|test)\./.test(f))
      .map((f) => path.join(appDir, dir, f))
      .filter((file) => /^export default|^export \{[^}]*\bdefault\b/m.test(readFileSync(file, "utf8")) || file.endsWith("StoryPage.tsx"));
  // Page parts imported lazily (dynamic imports are not followed; `serverReadyLazy`): named here.
  const lazyParts = ["pages/ErrorPage.tsx", "components/PreviewProblems.tsx", "analytics/ConsentBanner.tsx"].map((file) => path.join(appDir, file));
  const chromeEntries = [path.join(appDir, "root.tsx"), path.join(appDir, "entry.client.tsx"), ...lazyParts, ...source("pages")];
  const chrome = groupsIn(reachableSources(appDir, chromeEntries));
  const beyondChrome = (entry: string) => groupsIn(reachableSources(appDir, [entry])).filter((group) => !chrome.includes(group));
  const routes: Record<string, string[]> = {};
  for (const file of source("routes")) {
    const groups = beyondChrome(file);
    if (groups.length) routes[path.basename(file).replace(/\.tsx?$/, "")] = groups;
  }
  const blocks: Record<string, string[]> = {};
  for (const name of readdirSafe(path.join(appDir, "blocks"))) {
    const view = path.join(appDir, "blocks", name, "index.tsx");
    if (existsSync(view)) blocks[name] = beyondChrome(view);
  }
  return { chrome, routes, blocks };
}

function readdirSafe(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

export function clientChunks(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "brightpath:client-chunks",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const manifestPath = path.join(config.root, "build/client/.vite/manifest.json");
      const fromManifest = config.command === "build" && config.build.ssr && existsSync(manifestPath);
      const chunks = fromManifest
        ? chunksFromManifest(JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>, config.base)
        : chunksFromSources(config.root, config.base);
      if (fromManifest) {
        // A view without its own chunk entry could not be preloaded: fail the build, not the page.
        const missing = Object.keys(chunksFromSources(config.root, config.base).blocks).filter((name) => !chunks.blocks[name]);
        if (missing.length) throw new Error(`client-chunks: no chunk of its own in the browser manifest for the view of ${missing.join(", ")} (a module it shares with a lazily imported one? see vite/site-chunk.ts)`);
        if (!chunks.errorPage.length) throw new Error(`client-chunks: no chunk of its own in the browser manifest for ${ERROR_PAGE} (imported statically somewhere?)`);
      }
      return `export default ${JSON.stringify({ ...chunks, strings: stringGroups(config.root) })};`;
    },
  };
}
