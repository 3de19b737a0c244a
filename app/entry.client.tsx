import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_LANGUAGE, isLanguage } from "./i18n/languages";
import { reportBoundaryErrors, startSentryWhenIdle } from "./observability/sentry-dsn";
import { isChunkLoadError, shouldReloadForChunkError } from "./domain/delivery/chunk-reload";
import { loadViews } from "./block-kit/views";
import { loadMemberMenu } from "./components/AccountMenu";
import { TIME_ZONE_COOKIE, timeZoneCookieValue, validTimeZone } from "./domain/webinars/time-zone";
import { browserTimeZone } from "./components/browser-time-zone";
import { whenIdle } from "./components/idle";
import { installMenuDismissal } from "./components/menu-disclosures";

const RELOAD_KEY = "chunk-reload-at";

/** Reloads once per 60 s when a code chunk fails to load (docs/product/failures-and-limits.md). */
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

// Header menus close on Escape, outside presses and followed links, hydrated or not.
installMenuDismissal();

/**
 * Client hint: record the browser's time zone so the server renders times in it on the next
 * request. The first `Intl.DateTimeFormat` loads the locale data, a task of ~30 ms on a fast
 * machine, so it runs when it is needed, not while the page loads (blocking time):
 * at the first pointer or key press (before any navigation they start), when the tab is
 * hidden, or in idle time 10 s after load, whichever comes first.
 */
let zoneRecorded = false;
function recordTimeZone() {
  if (zoneRecorded) return;
  zoneRecorded = true;
  const browserZone = browserTimeZone();
  if (validTimeZone(browserZone) && !document.cookie.split("; ").includes(`${TIME_ZONE_COOKIE}=${encodeURIComponent(browserZone)}`)) {
    document.cookie = timeZoneCookieValue(browserZone);
  }
}
for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, recordTimeZone, { once: true, capture: true, passive: true });
document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && recordTimeZone());
window.setTimeout(() => whenIdle(recordTimeZone), 10_000);

/** The route language the server rendered (`<html data-lang>`; `lang` holds the BCP 47 tag). */
const rendered = document.documentElement.dataset.lang;
const lang = isLanguage(rendered) ? rendered : DEFAULT_LANGUAGE;

/**
 * The views of the bloks the server rendered, named by `<link rel="modulepreload" data-view>`
 * (already downloading), load before hydration: no mismatch, no flash, no waterfall.
 * Interface strings come with the loader data (`i18n/strings.server.ts`).
 */
const blockNames = [...document.querySelectorAll<HTMLLinkElement>("link[data-view]")].flatMap((link) => (link.dataset.view ?? "").split(" "));
// A member's page shows their account menu, a chunk of its own (preloaded by the document).
const memberMenu = document.querySelector("[data-member-menu]") ? loadMemberMenu() : null;
await Promise.all([loadViews(blockNames, lang), memberMenu]).catch(reloadOnChunkError);

startSentryWhenIdle();
reportBoundaryErrors();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
