import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { clientChunks } from "./vite/client-chunks";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [clientChunks()],
  esbuild: { jsx: "automatic" },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "vite/**/*.test.ts", "scripts/**/*.test.ts", "sandbox/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    // Sandbox answers; no failure memory, so one test's deliberate upstream failure does not
    // fail the next test's call (upstream.server.test.ts turns it on for itself).
    env: { MOCKS: "true", UPSTREAM_FAILURE_MEMORY_MS: "0" },
    setupFiles: ["tests/unit/setup.ts"],
  },
});
