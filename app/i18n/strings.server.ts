import chunks from "virtual:client-chunks";
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
 * The interface strings a page's browser code needs (issue 15: only what the page uses, sent
 * with its loader data): the groups the views of `components` name, plus, with `chrome`, the
 * groups of everything outside block views (header, footer, routes). The groups are found in
 * the sources at build time (`vite/source-graph.ts`).
 */
export function pageStrings(lang: Language, components: Iterable<string>, { chrome }: { chrome: boolean }): Strings {
  const groups = new Set(chrome ? chunks.strings.chrome : []);
  for (const name of components) for (const group of chunks.strings.blocks[name] ?? []) groups.add(group);
  return pickGroups(allStrings(lang), groups);
}
