import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { isChunkLoadError, shouldReloadForChunkError } from "./domain/chunk-reload";

const RELOAD_KEY = "chunk-reload-at";

/** Reloads once per 60 s when a code chunk fails to load (SPEC §2, §8). */
function reloadOnChunkError(error: unknown) {
  if (!isChunkLoadError(error)) return;
  const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? NaN);
  const now = Date.now();
  if (!shouldReloadForChunkError(Number.isFinite(last) ? last : null, now)) return;
  window.sessionStorage.setItem(RELOAD_KEY, String(now));
  window.location.reload();
}

window.addEventListener("error", (event) => reloadOnChunkError(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => reloadOnChunkError(event.reason));
window.addEventListener("vite:preloadError", (event) => reloadOnChunkError((event as Event & { payload?: unknown }).payload));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
