import chunks from "virtual:client-chunks";
import { LANGUAGES, type Language } from "./languages";
import { pickGroups, type Strings } from "./translate";

const bundled = import.meta.glob<Strings>("../../locales/*/common.json", { import: "default", eager: true });

/** Strings of the visual editor's content warnings (`preview.*`). */
const PREVIEW_GROUP = "preview";

/** Every interface string of `lang` (`locales/<lng>/common.json`). */
export function allStrings(lang: Language): Strings {
  return bundled[`../../locales/${lang}/common.json`] ?? {};
}

/** All languages' strings in i18next's resource shape (one namespace, `common`). */
export const i18nextResources = Object.fromEntries(LANGUAGES.map((lang) => [lang, { common: allStrings(lang) }]));

/**
 * The interface strings a page's browser code needs (only what the page uses, sent
 * with its loader data): the groups the views of `components` name, plus, with `chrome`, the
 * groups of what every page may show outside block views (root, story pages, the error page;
 * a fixed route's own groups come with its loader, {@link routeStrings}), the editor's
 * warnings only in `preview`. The groups are found in the sources at build time
 * (`vite/source-graph.ts`).
 */
export function pageStrings(lang: Language, components: Iterable<string>, { chrome, preview = false }: { chrome: boolean; preview?: boolean }): Strings {
  const groups = new Set(chrome ? chunks.strings.chrome : []);
  // Warnings about bad content show only in the visual editor.
  if (chrome && !preview) groups.delete(PREVIEW_GROUP);
  for (const name of components) for (const group of chunks.strings.blocks[name] ?? []) groups.add(group);
  return pickGroups(allStrings(lang), groups);
}

/**
 * The interface strings only the fixed route `route` names (its file name in `app/routes/`
 * without extension; `vite/client-chunks.ts`): its loader sends them with its data, so that
 * other pages' root data does not carry them.
 */
export function routeStrings(lang: Language, route: string): Strings {
  return pickGroups(allStrings(lang), chunks.strings.routes[route] ?? []);
}
