/**
 * A failed code-chunk load (after a deploy, say) reloads the page once, at most once per
 * 60 s (docs/product/failures-and-limits.md), so a broken deploy cannot loop the browser.
 */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i;

/** True for the errors browsers raise when a script or CSS chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : typeof error === "string" ? error : "";
  return CHUNK_ERROR.test(message);
}

/** Whether to reload now, given the time of the last chunk reload (ms epoch, or null). */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_THROTTLE_MS;
}
