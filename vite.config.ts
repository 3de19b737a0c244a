import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { constants } from "node:zlib";
import { fileURLToPath } from "node:url";
import { clientChunks } from "./vite/client-chunks";
import { siteChunk } from "./vite/site-chunk";

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
    // (issue 15: compressing the gallery's 35 files cost 37–64 ms of CPU per visit, competing with the
    // browser on small machines; decision 0023). The server build is never sent, so it is not compressed.
    isSsrBuild
      ? null
      : compression({
          include: /\.(js|css|svg|json)$/,
          threshold: 1024,
          algorithms: [
            defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            defineAlgorithm("gzip", { level: 9 }),
          ],
          logLevel: "silent",
        }),
  ],
  build: {
    target: "es2022",
    // Terser (two passes) packs the browser chunks ~4 % smaller than esbuild after gzip: the
    // framework chunk 82.9 → 79.0 KB, on every page (issue 15). Slower builds, same code.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    modulePreload: {
      // Block views are imported by `app/blocks/views.ts`; the files they need come from the
      // server's `preloads` (document head, story route clientLoader), so the glob's import
      // map does not carry a dependency list for each of the ~40 views.
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)(views|site)-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: siteChunk } },
  },
}));
