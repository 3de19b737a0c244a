import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "./config";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages";
import { i18nextResources } from "./strings.server";

/**
 * remix-i18next on the server. It detects no language: callers pass the one the URL names
 * (`translatorFor`), never Accept-Language's, so a URL always shows the same language and can
 * be cached.
 */
const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom"],
    findLocale: async () => null,
  },
  i18next: { ...i18nConfig, resources: i18nextResources },
});

const fixedT = new Map<Language, Promise<Awaited<ReturnType<typeof i18nServer.getFixedT>>>>();

/** A translation function for `lang`, created once per language and reused. */
export function translatorFor(lang: Language) {
  let t = fixedT.get(lang);
  if (!t) {
    t = i18nServer.getFixedT(lang);
    fixedT.set(lang, t);
  }
  return t;
}
