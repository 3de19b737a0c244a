import { afterEach, vi } from "vitest";
/**
 * A console.error in a unit test is a failure: it usually means React warned about
 * something a user would see broken (hydration, keys, invalid markup).
 */
const originalError = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called ${seen.length} time(s): ${String(seen[0]?.[0])}`);
});
