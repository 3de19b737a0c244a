import { useCallback, useEffect, useRef } from "react";
import { INPUT_DEBOUNCE_MS } from "~/domain/delivery/client-timing";

/**
 * Debounces a search or filter input's handler by 600 ms (docs/product/failures-and-limits.md): `callback` (its latest
 * version) runs once the visitor pauses typing, with the last arguments; unmounting cancels a
 * pending call. A timer of our own rather than `use-debounce`: the form pages that use it have
 * a byte budget (tests/e2e/js-budget.http.spec.ts) and the library cost them 1 KB gzipped.
 */
export function useDebouncedInput<Args extends unknown[]>(callback: (...args: Args) => void): (...args: Args) => void {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((...args: Args) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), INPUT_DEBOUNCE_MS);
  }, []);
}
