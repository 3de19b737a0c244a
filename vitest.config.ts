import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { clientChunks } from "./vite/client-chunks";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [clientChunks()],
  esbuild: { jsx: "automatic" },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "vite/**/*.test.ts", "sandbox/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    env: { MOCKS: "true" },
    setupFiles: ["tests/unit/setup.ts"],
  },
});
