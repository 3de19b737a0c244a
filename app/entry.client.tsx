import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n/config";
import { DEFAULT_LANGUAGE, isLanguage } from "./i18n/languages";
import { loadResource } from "./i18n/resources";
import { sentryDsn } from "./components/sentry-dsn";
import { isChunkLoadError, shouldReloadForChunkError } from "./domain/chunk-reload";
import { TIME_ZONE_COOKIE, timeZoneCookieValue, validTimeZone } from "./domain/time-zone";

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

/** Client hint: record the browser's time zone so the server renders times in it next time. */
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (validTimeZone(browserZone) && !document.cookie.split("; ").includes(`${TIME_ZONE_COOKIE}=${encodeURIComponent(browserZone)}`)) {
  document.cookie = timeZoneCookieValue(browserZone);
}

/** The route language the server rendered (`<html data-lang>`; `lang` holds the BCP 47 tag). */
const rendered = document.documentElement.dataset.lang;
const lang = isLanguage(rendered) ? rendered : DEFAULT_LANGUAGE;

await i18next.use(initReactI18next).init({ ...i18nConfig, lng: lang, resources: await loadResource(lang) });

const dsn = sentryDsn();
if (dsn) void import("./sentry.client").then((m) => m.initSentry(dsn));

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
});
