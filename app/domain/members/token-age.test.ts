import { describe, expect, it } from "vitest";
import { needsTokenRefresh } from "./token-age";

const minute = 60_000;
const obtained = Date.UTC(2026, 10, 22, 8, 0);

describe("needsTokenRefresh (more than 110 minutes)", () => {
  it("keeps a token at 109 and at exactly 110 minutes", () => {
    expect(needsTokenRefresh(obtained, obtained + 109 * minute)).toBe(false);
    expect(needsTokenRefresh(obtained, obtained + 110 * minute)).toBe(false);
  });
  it("refreshes after more than 110 minutes", () => {
    expect(needsTokenRefresh(obtained, obtained + 110 * minute + 1)).toBe(true);
    expect(needsTokenRefresh(obtained, obtained + 111 * minute)).toBe(true);
  });
  it("refreshes when the time is unknown", () => {
    expect(needsTokenRefresh(Number.NaN, obtained)).toBe(true);
  });
});
