import chunks from "virtual:client-chunks";
import type { Language } from "~/i18n/languages";
import { loadViews, usesDates } from "./views";

import type { ModulePreload } from "~/components/ModulePreloads";

export type { ModulePreload };

/**
 * The browser files the views of `names` need (issue 15: a page preloads exactly the chunks
 * of its own blocks), plus `lang`'s date-fns locale when one of them formats dates.
 * Unknown names are skipped.
 */
export async function blockPreloads(names: Iterable<string>, lang: Language): Promise<ModulePreload[]> {
  const unique = new Set(names);
  await loadViews(unique);
  const preloads: ModulePreload[] = [];
  if (usesDates(unique)) preloads.push(...(chunks.dateLocales[lang] ?? []).map((href) => ({ href })));
  for (const name of unique) {
    const files = chunks.blocks[name];
    if (!files?.length) continue;
    preloads.push({ href: files[0]!, block: name }, ...files.slice(1).map((href) => ({ href })));
  }
  return preloads;
}
