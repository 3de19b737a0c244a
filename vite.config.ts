import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { constants } from "node:zlib";
import { fileURLToPath } from "node:url";
import { clientChunks } from "./vite/client-chunks";

/** React and Remix's browser runtime, by package (not their server renderers). */
const FRAMEWORK_PACKAGES = /\/node_modules\/(react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|react-router|react-router-dom|turbo-stream)\//;

/** Their server renderers, which only the visual editor's live preview loads. */
const SERVER_RENDERERS = /\/node_modules\/(react-dom|react-router-dom)\/[^?]*server/;

/** What the form blocks share: fields, form state, checks (one chunk for every page with a form). */
const FORM_FOLDER = /\/app\/components\/forms\//;

/** date-fns and its time-zone add-on; each language's month names stay a chunk of their own (`i18n/date-locales.ts`). */
const DATE_PACKAGES = /\/node_modules\/(@date-fns\/|date-fns\/(?!locale\/(?!_lib\/|en-US[./])))/;

/** The app's own source modules (not packages, not virtual modules). */
const APP_MODULE = /^[^\0]*\/app\/(?!.*\/node_modules\/)/;

/** The modules a story page always starts from: the client entry, the root route and the story route. */
const PAGE_ENTRIES = /\/app\/(entry\.client\.tsx|root\.tsx|pages\/story-route\.tsx)(\?|$)/;

/**
 * Rollup `manualChunks`: the framework is one `framework` chunk that app releases do not
 * invalidate; the form helpers one `forms` chunk and date-fns one `dates` chunk, each otherwise
 * five or six files of a few hundred bytes (a request each, gzipped alone); what the page
 * entries import statically (Rollup's module graph: every page loads it anyway) one `site`
 * chunk instead of some thirty such files. Everything else (block views, lazily loaded parts)
 * is Rollup's own chunking, loaded only by the pages that need it.
 */
function chunkOf(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  const path = id.replaceAll("\\", "/");
  if (FRAMEWORK_PACKAGES.test(path) && !SERVER_RENDERERS.test(path)) return "framework";
  if (FORM_FOLDER.test(path)) return "forms";
  if (DATE_PACKAGES.test(path)) return "dates";
  // Only the app's own modules: packages and bundler helpers follow the chunk of the module
  // that imports them (Rollup's rule), so what the framework imports stays with it and the two
  // chunks never import each other.
  if (!APP_MODULE.test(path) || PAGE_ENTRIES.test(path)) return undefined;
  return loadedByEveryPage(id, getModuleInfo) ? "site" : undefined;
}

const everyPage = new Map<string, boolean>();

/** True when a page entry imports `id` statically, directly or through other modules. */
function loadedByEveryPage(id: string, getModuleInfo: Rollup.ManualChunkMeta["getModuleInfo"]): boolean {
  const known = everyPage.get(id);
  if (known !== undefined) return known;
  everyPage.set(id, false); // an import cycle adds nothing
  const found = (getModuleInfo(id)?.importers ?? []).some(
    (importer) => PAGE_ENTRIES.test(importer.replaceAll("\\", "/")) || loadedByEveryPage(importer, getModuleInfo),
  );
  everyPage.set(id, found);
  return found;
}

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    tailwindcss(),
    clientChunks(),
    remix({
      ignoredRouteFiles: ["**/*.test.{ts,tsx}"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
        unstable_optimizeDeps: true,
      },
    }),
    // Browser files leave the build compressed (`.br` at quality 11, `.gz` at level 9) next to
    // the originals; `server.ts` sends those, so a page load costs the server no compression
    // (compressing the gallery's 35 files cost 37–64 ms of CPU per visit, competing with the
    // browser on small machines; decision 0023). The server build is never sent, so it is not compressed.
    isSsrBuild
      ? null
      : compression({
          include: /\.(js|css|svg|json)$/,
          threshold: 1024,
          algorithms: [defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
          logLevel: "silent",
        }),
  ],
  build: {
    target: "es2022",
    // Terser (two passes) packs the browser chunks ~4 % smaller than esbuild after gzip: the
    // framework chunk 82.9 → 79.0 KB, on every page. Slower builds, same code.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: { manualChunks: chunkOf },
          // Chunks that import each other evaluate one before the other is ready: the page breaks
          // at hydration. Fail the build instead.
          onwarn(warning, warn) {
            if (warning.code === "CIRCULAR_CHUNK") throw new Error(warning.message);
            warn(warning);
          },
        },
  },
}));
