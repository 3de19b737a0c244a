import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_THROTTLE_MS, isChunkLoadError, shouldReloadForChunkError } from "./chunk-reload";

describe("chunk-load reload (at most once per 60 s)", () => {
  it("recognises the browsers' chunk-load errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
  it("reloads at most once per 60 s", () => {
    expect(shouldReloadForChunkError(null, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 + CHUNK_RELOAD_THROTTLE_MS - 1)).toBe(false);
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 + CHUNK_RELOAD_THROTTLE_MS)).toBe(true);
  });
});
