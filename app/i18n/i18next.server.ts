import { RemixI18Next } from "remix-i18next/server";
import { resolvePath } from "~/domain/locale-path";
import { i18nConfig } from "./config";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages";
import { i18nextResources } from "./strings.server";


/** The language of a request: the URL's first path segment (SPEC §2), else English. */
export function languageOfRequest(request: Request): Language {
  return resolvePath(new URL(request.url).pathname)?.lang ?? DEFAULT_LANGUAGE;
}

/**
 * remix-i18next on the server. The language comes only from the URL (a locale cookie
 * redirects unprefixed visits at the edge, in server.ts), never from Accept-Language, so
 * a URL always shows the same language and can be cached.
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom"],
    findLocale: async (request) => languageOfRequest(request),
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
