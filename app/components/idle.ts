/**
 * Runs `run` in the browser's idle time: `requestIdleCallback`, at the latest after `timeout`
 * ms; browsers without it (Safari) run it after a 1 s timer.
 */
export function whenIdle(run: () => void, timeout = 5_000): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, 1_000);
}
