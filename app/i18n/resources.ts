import type { Resource } from "i18next";
import type { Language } from "./languages";

/**
 * Interface strings from `locales/<lng>/common.json`, bundled by Vite: one chunk per
 * language, so a page loads only its own language's strings (docs/decisions/0004).
 */
const modules = import.meta.glob<Record<string, unknown>>("../../locales/*/common.json", { import: "default" });

/** The `common` namespace of `lang`. @throws if the locale file is missing (a build error). */
export async function loadStrings(lang: Language): Promise<Record<string, unknown>> {
  const load = modules[`../../locales/${lang}/common.json`];
  if (!load) throw new Error(`No interface strings for language "${lang}"`);
  return load();
}

/** An i18next resource object holding `lang`'s strings. */
export async function loadResource(lang: Language): Promise<Resource> {
  return { [lang]: { common: await loadStrings(lang) } };
}
