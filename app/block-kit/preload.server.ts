import chunks from "virtual:client-chunks";
import type { ModulePreload } from "~/domain/delivery/module-preload";
import type { Language } from "~/i18n/languages";
import { loadViews, usesDates } from "./views";

export type { ModulePreload };

/**
 * The browser files the views of `names` need (a page preloads exactly the chunks
 * of its own blocks), plus `lang`'s date-fns locale when one of them formats dates. Each file
 * once, naming the views the chunk holds (Rollup may put several small views in one).
 * Unknown names are skipped.
 */
export async function blockPreloads(names: Iterable<string>, lang: Language): Promise<ModulePreload[]> {
  const unique = new Set(names);
  await loadViews(unique);
  const byHref = new Map<string, ModulePreload>();
  const add = (href: string, view?: string) => {
    const preload = byHref.get(href) ?? { href };
    if (view) preload.views = [...(preload.views ?? []), view];
    byHref.set(href, preload);
  };
  if (usesDates(unique)) for (const href of chunks.dateLocales[lang] ?? []) add(href);
  for (const name of unique) {
    const [own, ...imports] = chunks.blocks[name] ?? [];
    if (!own) continue;
    add(own, name);
    for (const href of imports) add(href);
  }
  return [...byHref.values()];
}

/**
 * The browser files of the error page, a chunk of its own (`pages/LazyErrorPage.tsx`): an
 * error response names them so that its document preloads them and hydrates without waiting.
 */
export function errorPagePreloads(): ModulePreload[] {
  return chunks.errorPage.map((href) => ({ href }));
}

/** The browser files of a member's account menu, a chunk of its own (`components/AccountMenu.tsx`): a member's document preloads them. */
export function memberMenuPreloads(): ModulePreload[] {
  return chunks.memberMenu.map((href) => ({ href }));
}
