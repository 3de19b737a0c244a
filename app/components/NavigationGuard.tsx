import { useBlocker } from "@remix-run/react";
import { useEffect } from "react";
import { isNavigationSuppressed } from "~/domain/routing/navigation";

/**
 * Suppresses client-side navigation away from a page opened with `redirect`, `_storyblok`
 * or `test_mode` in its query (docs/product/routes-and-languages.md): the blocked navigation is dropped, the page stays.
 */
export function NavigationGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    isNavigationSuppressed(currentLocation.search, currentLocation.pathname, nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state === "blocked") blocker.reset();
  }, [blocker]);
  return null;
}
