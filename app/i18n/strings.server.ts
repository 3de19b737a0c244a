import type { Language } from "./languages";
import { createTranslator, pickGroups, type Strings, type TFunction } from "./translate";

const bundled = import.meta.glob<Strings>("../../locales/*/common.json", { import: "default", eager: true });

/** Every interface string of `lang` (`locales/<lng>/common.json`). */
export function allStrings(lang: Language): Strings {
  return bundled[`../../locales/${lang}/common.json`] ?? {};
}

const translators = new Map<Language, TFunction>();

/**
 * The server's translator of `lang` over all its strings, created once per language: the same
 * `createTranslator` that components use through `i18n/react.tsx` on the server and in the browser,
 * so a string a loader translates (a title, an error page's heading) reads exactly as the page's
 * own `t` would give it (docs/decisions/0058-one-translator.md).
 */
export function translatorOf(lang: Language): TFunction {
  let t = translators.get(lang);
  if (!t) {
    t = createTranslator(lang, allStrings(lang));
    translators.set(lang, t);
  }
  return t;
}

/**
 * The interface strings of `groups` (top-level keys of the locale files) in `lang`: a fixed
 * route's loader sends the groups only its view names with its data, so that other pages' root
 * data does not carry them.
 */
export function routeStrings(lang: Language, groups: readonly string[]): Strings {
  return pickGroups(allStrings(lang), groups);
}
