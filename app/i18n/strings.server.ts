import { LANGUAGES, type Language } from "./languages";
import { pickGroups, type Strings } from "./translate";

const bundled = import.meta.glob<Strings>("../../locales/*/common.json", { import: "default", eager: true });

/** Every interface string of `lang` (`locales/<lng>/common.json`). */
export function allStrings(lang: Language): Strings {
  return bundled[`../../locales/${lang}/common.json`] ?? {};
}

/** All languages' strings in i18next's resource shape (one namespace, `common`). */
export const i18nextResources = Object.fromEntries(LANGUAGES.map((lang) => [lang, { common: allStrings(lang) }]));

/**
 * The interface strings of `groups` (top-level keys of the locale files) in `lang`: a fixed
 * route's loader sends the groups only its view names with its data, so that other pages' root
 * data does not carry them.
 */
export function routeStrings(lang: Language, groups: readonly string[]): Strings {
  return pickGroups(allStrings(lang), groups);
}
