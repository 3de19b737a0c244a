/**
 * Query flags that suppress client-side navigation away from a page (docs/product/routes-and-languages.md): in the
 * visual editor (`_storyblok`), after a redirect (`redirect`), and in test mode (`test_mode`).
 */
export const NAVIGATION_SUPPRESSING_FLAGS = ["redirect", "_storyblok", "test_mode"] as const;

/** True when leaving a page whose query is `search` for another path must be suppressed. */
export function isNavigationSuppressed(search: string, fromPath: string, toPath: string): boolean {
  if (fromPath === toPath) return false;
  const params = new URLSearchParams(search);
  return NAVIGATION_SUPPRESSING_FLAGS.some((flag) => params.has(flag));
}
