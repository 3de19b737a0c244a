// Bundles server.ts to build/server.js. Code splitting keeps the sandbox (msw) in a chunk
// loaded only when MOCKS=true, so production installs without dev dependencies start.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts", "instrument.server.ts"],
  outdir: "build",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  chunkNames: "server-chunks/[name]-[hash]",
  logLevel: "warning",
});
