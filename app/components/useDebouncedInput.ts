import { useDebouncedCallback } from "use-debounce";
import { INPUT_DEBOUNCE_MS } from "~/domain/client-timing";

/**
 * Debounces a search or filter input's handler by 600 ms (SPEC §9): `callback` runs once the
 * visitor pauses typing. Returns the debounced function (with `.flush()` and `.cancel()`).
 */
export function useDebouncedInput<Args extends unknown[]>(callback: (...args: Args) => void) {
  return useDebouncedCallback(callback, INPUT_DEBOUNCE_MS);
}
