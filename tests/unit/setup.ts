import { afterEach, vi } from "vitest";
import { loadDateLocales } from "~/i18n/date-locales";
import { LANGUAGES } from "~/i18n/languages";

/** Month names of every language, as the server loads them before its first render. */
await loadDateLocales(LANGUAGES);

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
