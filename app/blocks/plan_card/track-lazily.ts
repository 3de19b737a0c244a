import type * as Track from "./track";
import type { PlanItem } from "./track";

let loading: Promise<typeof Track> | null = null;

/**
 * The sales page's analytics code (`track.ts` and the analytics client it imports), loaded on
 * first use instead of with the page: a first visit to `/membership` downloads none of it
 * (issue 15). {@link warmTracking} fetches it when the browser is idle, so a click on a plan
 * rarely waits for it.
 */
function tracking() {
  loading ??= import("./track");
  return loading;
}

/** Loads the tracking code once the browser is idle after the page became interactive. */
export function warmTracking(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => void tracking().catch(() => undefined));
}

/** `view_item` for the plans a visitor sees (see `track.ts`). Never throws. */
export function trackViewItemsLazily(plans: PlanItem[]): void {
  if (plans.length === 0) return;
  void tracking()
    .then((module) => module.trackViewItems(plans))
    .catch(() => undefined);
}

/**
 * `add_to_cart` on the way to checkout (see `track.ts`): resolves once the event is handed to
 * analytics or its wait is over. Never rejects; if the code cannot load, the visitor leaves anyway.
 */
export function trackAddToCartLazily(plan: PlanItem): Promise<void> {
  return tracking()
    .then((module) => module.trackAddToCart(plan))
    .catch(() => undefined);
}
