import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { clientChunks } from "./vite/client-chunks";

const TESTS = ["app/**/*.test.{ts,tsx}", "vite/**/*.test.ts", "scripts/**/*.test.ts", "sandbox/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"];
/** Test files that change process.env.TZ to stand for a browser elsewhere. */
const TIME_ZONE_TESTS = ["app/blocks/timeslot_picker/index.test.tsx", "app/blocks/community_events/index.test.tsx"];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [clientChunks()],
  esbuild: { jsx: "automatic" },
  test: {
    environment: "node",
    // Sandbox answers; no failure memory, so one test's deliberate upstream failure does not
    // fail the next test's call (upstream.server.test.ts turns it on for itself).
    env: { MOCKS: "true", UPSTREAM_FAILURE_MEMORY_MS: "0" },
    setupFiles: ["tests/unit/setup.ts"],
    // Worker threads start faster than processes; the tests that set the browser's time zone
    // (process.env.TZ, which a thread cannot change for itself) run in processes of their own.
    projects: [
      { extends: true, test: { name: "unit", pool: "threads", include: TESTS, exclude: [...TIME_ZONE_TESTS, "**/node_modules/**"] } },
      { extends: true, test: { name: "time zones", pool: "forks", include: TIME_ZONE_TESTS } },
    ],
  },
});
