import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { z } from "zod";

/**
 * `virtual:client-chunks`: which browser files each block view, each language's date locale,
 * the error page and a member's account menu need, so the server can `modulepreload` exactly those for a page.
 *
 * In the production build the server bundle is built after the browser bundle, so this module
 * is generated from the browser build's chunk list (`CHUNKS_FILE`): for
 * `app/blocks/<name>/index.tsx` the chunk holding it and that chunk's static imports (minus
 * what the client entry and root route load anyway). In dev and in unit tests, Vite serves
 * sources: a view's URL is its source path.
 */
export interface ClientChunks {
  /** Block name → files to preload, the view's own chunk first. */
  blocks: Record<string, string[]>;
  /** Language → files of its date-fns locale (month names; see `app/i18n/date-locales.ts`). */
  dateLocales: Record<string, string[]>;
  /** Files of the error page (`app/pages/ErrorPage.tsx`, imported lazily), its own chunk first. */
  errorPage: string[];
  /** Files of a member's account menu (`app/components/MemberMenu.tsx`, imported lazily), its own chunk first. */
  memberMenu: string[];
}

/** A browser chunk: its file (relative to the build's `base`) and the chunks it imports statically. */
const manifestChunk = z.object({ file: z.string(), imports: z.array(z.string()).optional() });
type ManifestChunk = z.infer<typeof manifestChunk>;
const chunkList = z.record(z.string(), manifestChunk);

const ID = "virtual:client-chunks";
/** The browser build's chunk of every module (written by the browser build, read by the server build). */
const CHUNKS_FILE = ".vite/client-chunks.json";
const RESOLVED = `\0${ID}`;
const BLOCK_VIEW = /^app\/blocks\/([a-z0-9_]+)\/index\.tsx$/;
/** The error page's module, a chunk of its own (`app/pages/LazyErrorPage.tsx`). */
const ERROR_PAGE = "app/pages/ErrorPage.tsx";
/** The member's account menu, a chunk of its own (`app/components/AccountMenu.tsx`). */
const MEMBER_MENU = "app/components/MemberMenu.tsx";
const DATE_LOCALE = /(?:^|\/)node_modules\/date-fns\/locale\/([a-zA-Z-]+)\.js$/;
/** date-fns locale file → interface language (`app/i18n/date-locales.ts`). */
const DATE_LOCALE_LANGUAGE: Record<string, string> = {
  ar: "ar",
  de: "de",
  "en-US": "en",
  es: "es",
  fr: "fr",
  id: "in",
  it: "it",
  pt: "pt",
  ru: "ru",
  "zh-CN": "zh",
};
/** Modules every page loads anyway (Remix preloads them itself). */
const ALWAYS_LOADED = ["app/entry.client.tsx", "app/root.tsx"];

/** The chunks a manifest entry loads before it runs: itself and its static imports, transitively. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** Builds the chunk map from the browser build's chunk list (keyed by chunk file and by source path). Exported for its unit test. */
export function chunksFromManifest(manifest: Record<string, ManifestChunk>, base: string): ClientChunks {
  const always = new Set<string>();
  for (const key of ALWAYS_LOADED) closure(manifest, key, always);
  const files = (key: string) => [...new Set([...closure(manifest, key)].filter((k) => k === key || !always.has(k)).map((k) => base + manifest[k]!.file))];
  const lazyModule = (key: string) => (manifest[key] ? files(key) : []);
  const result: ClientChunks = { blocks: {}, dateLocales: {}, errorPage: lazyModule(ERROR_PAGE), memberMenu: lazyModule(MEMBER_MENU) };
  for (const key of Object.keys(manifest).sort()) {
    const dateLocale = DATE_LOCALE_LANGUAGE[DATE_LOCALE.exec(key)?.[1] ?? ""];
    if (dateLocale) result.dateLocales[dateLocale] = files(key);
    const block = BLOCK_VIEW.exec(key)?.[1];
    if (block) result.blocks[block] = files(key);
  }
  return result;
}

/** Dev and tests: Vite serves each view from its source path. */
function chunksFromSources(root: string, base: string): ClientChunks {
  const blocksDir = path.join(root, "app/blocks");
  const result: ClientChunks = { blocks: {}, dateLocales: {}, errorPage: [`${base}${ERROR_PAGE}`], memberMenu: [`${base}${MEMBER_MENU}`] };
  for (const name of readdirSafe(blocksDir)) {
    if (existsSync(path.join(blocksDir, name, "index.tsx"))) result.blocks[name] = [`${base}app/blocks/${name}/index.tsx`];
  }
  return result;
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
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      // Rollup folds small chunks together (`experimentalMinChunkSize`), so a view need not own
      // a chunk, and Vite's manifest names only chunks that do: every module is listed here,
      // under its source path, with the chunk that holds it.
      const chunks: Record<string, ManifestChunk> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const entry = { file: chunk.fileName, imports: chunk.imports };
        chunks[chunk.fileName] = entry;
        for (const id of chunk.moduleIds) chunks[path.relative(config.root, id).replaceAll("\\", "/")] = entry;
      }
      this.emitFile({ type: "asset", fileName: CHUNKS_FILE, source: JSON.stringify(chunks) });
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const manifestPath = path.join(config.root, "build/client", CHUNKS_FILE);
      const fromManifest = config.command === "build" && config.build.ssr && existsSync(manifestPath);
      const chunks = fromManifest
        ? chunksFromManifest(chunkList.parse(JSON.parse(readFileSync(manifestPath, "utf8"))), config.base)
        : chunksFromSources(config.root, config.base);
      if (fromManifest) {
        // A view missing from the chunk list could not be preloaded: fail the build, not the page.
        const missing = Object.keys(chunksFromSources(config.root, config.base).blocks).filter((name) => !chunks.blocks[name]);
        if (missing.length) throw new Error(`client-chunks: no browser chunk holds the view of ${missing.join(", ")}`);
        if (!chunks.errorPage.length) throw new Error(`client-chunks: no browser chunk holds ${ERROR_PAGE}`);
        if (!chunks.memberMenu.length) throw new Error(`client-chunks: no browser chunk holds ${MEMBER_MENU}`);
      }
      return `export default ${JSON.stringify(chunks)};`;
    },
  };
}
