import { loadDateLocales } from "~/i18n/date-locales";
import type { Language } from "~/i18n/languages";
import { isBlok, type AnyBlockView, type BlokBase } from "./types";

/**
 * What a view module exports: the view, `usesDates = true` when it formats dates with month
 * names (its page then needs the language's date-fns locale, `i18n/date-locales.ts`), and
 * `strings`, the groups of interface strings it and the components it renders translate from
 * (top-level keys of `locales/<lng>/common.json`; a page's data carries only those,
 * `page-strings.server.ts`).
 */
export interface ViewModule {
  default: AnyBlockView;
  usesDates?: boolean;
  staticTag?: StaticTag;
  strings?: readonly string[];
}

/**
 * A view with no state, effects or event handlers of its own may declare `staticTag`: the tag
 * of the one element it renders (or, from the blok and the page's block data by `_uid`, that
 * tag or `null` when it renders something else, e.g. nothing without its data). Such bloks
 * reach the browser as stubs on a first visit: the server's HTML stays and nothing of them
 * hydrates (`static-bloks.server.ts`, docs/decisions/0019).
 */
export type StaticTag = string | ((blok: never, blockData: Readonly<Record<string, unknown>>) => string | null);

/**
 * The view registry, derived from the folders: `blocks/<name>/index.tsx` (default export)
 * renders the Storyblok component `<name>`. Every view is its own chunk (dynamic import), so
 * a page downloads only the views of the bloks on it.
 *
 * Rendering is synchronous: a view must be loaded before a tree holding it renders. The
 * server loads every view once before its first render (entry.server); the browser loads the
 * views the server named in `<link rel="modulepreload" data-view>` before hydrating
 * (entry.client), and the views of a new page before navigating to it (story route
 * `clientLoader`). {@link BlokView} falls back to a lazy view for anything else (the editor
 * adding a new kind of blok in preview).
 */
const importers = import.meta.glob<ViewModule>("../blocks/*/index.tsx");

const PATH = /^\.\.\/blocks\/([a-z0-9_]+)\/index\.tsx$/;

const byName = new Map<string, () => Promise<ViewModule>>(
  Object.entries(importers).flatMap(([path, load]) => {
    const name = PATH.exec(path)?.[1];
    return name ? [[name, load] as const] : [];
  }),
);

const loaded = new Map<string, AnyBlockView>();
const usingDates = new Set<string>();
const staticTags = new Map<string, StaticTag>();
const pending = new Map<string, Promise<void>>();

/** Technical names of every block that has a view folder. */
export const VIEW_NAMES: readonly string[] = [...byName.keys()].sort();

/** True when `name` has a view folder. */
export function hasView(name: string): boolean {
  return byName.has(name);
}

/** The view of `name` when it is already loaded, else undefined. */
export function loadedView(name: string): AnyBlockView | undefined {
  return loaded.get(name);
}

/** True when `name`'s loaded view declares a `staticTag` (it renders HTML only; see {@link StaticTag}). */
export function isStaticView(name: string): boolean {
  return staticTags.has(name);
}

/** The root element tag the loaded view of `blok` renders (with the page's `blockData`), when it is static; else null. */
export function staticTagOf(blok: BlokBase, blockData: Readonly<Record<string, unknown>>): string | null {
  const tag = staticTags.get(blok.component);
  if (typeof tag === "function") return tag(blok as never, blockData);
  return tag ?? null;
}

/** True when any of the loaded views of `names` formats dates (see {@link ViewModule}). */
export function usesDates(names: Iterable<string>): boolean {
  for (const name of names) if (usingDates.has(name)) return true;
  return false;
}

/**
 * Loads the views of the given component names (unknown names are skipped), and the date-fns
 * locale of `lang` when one of them formats dates. Resolves when all are loaded; rejects
 * when a chunk fails to load (entry.client reloads once then).
 */
export async function loadViews(names: Iterable<string>, lang?: Language): Promise<void> {
  const list = [...new Set(names)];
  await loadViewModules(list);
  if (lang && usesDates(list)) await loadDateLocales([lang]);
}

function loadViewModules(names: readonly string[]): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const name of names) {
    if (loaded.has(name)) continue;
    const load = byName.get(name);
    if (!load) continue;
    let job = pending.get(name);
    if (!job) {
      job = load().then(
        (module) => {
          loaded.set(name, module.default);
          if (module.usesDates) usingDates.add(name);
          if (module.staticTag) staticTags.set(name, module.staticTag);
          pending.delete(name);
        },
        (error: unknown) => {
          pending.delete(name);
          throw error;
        },
      );
      pending.set(name, job);
    }
    jobs.push(job);
  }
  return Promise.all(jobs).then(() => undefined);
}

/** Component names of every blok in a value (loader data, story content), depth first; static stubs left out. */
export function componentsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) componentsIn(item, found);
  } else if (value && typeof value === "object") {
    // A static stub's view never runs in the browser (docs/decisions/0019).
    if (isBlok(value) && value._static === undefined) found.add(value.component);
    for (const child of Object.values(value)) componentsIn(child, found);
  }
  return found;
}
