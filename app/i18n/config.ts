import type { InitOptions } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";

/** i18next options shared by the server and the browser. One namespace, `common`. */
export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  // Resources are given up front: initialise synchronously, no backend round trip.
  initImmediate: false,
  react: { useSuspense: false },
} satisfies InitOptions;
