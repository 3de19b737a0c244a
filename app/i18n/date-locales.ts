import type { Locale } from "date-fns";
import type { Language } from "./languages";

/**
 * date-fns locales per interface language, each its own chunk: a page downloads only its
 * language's month names. Formatting is synchronous, so the locale is loaded
 * before rendering: by entry.client for the page's language, by entry.server for all.
 */
const importers: Record<Language, () => Promise<Locale>> = {
  ar: () => import("date-fns/locale/ar").then((m) => m.ar),
  de: () => import("date-fns/locale/de").then((m) => m.de),
  en: () => import("date-fns/locale/en-US").then((m) => m.enUS),
  es: () => import("date-fns/locale/es").then((m) => m.es),
  fr: () => import("date-fns/locale/fr").then((m) => m.fr),
  in: () => import("date-fns/locale/id").then((m) => m.id),
  it: () => import("date-fns/locale/it").then((m) => m.it),
  pt: () => import("date-fns/locale/pt").then((m) => m.pt),
  ru: () => import("date-fns/locale/ru").then((m) => m.ru),
  zh: () => import("date-fns/locale/zh-CN").then((m) => m.zhCN),
};

const loaded = new Map<Language, Locale>();

/** Loads the date-fns locales of `languages` (idempotent). */
export async function loadDateLocales(languages: Iterable<Language>): Promise<void> {
  await Promise.all([...new Set(languages)].filter((lang) => !loaded.has(lang)).map(async (lang) => loaded.set(lang, await importers[lang]())));
}

/** The loaded date-fns locale of `lang`, or undefined when {@link loadDateLocales} has not loaded it. */
export function dateLocaleOf(lang: Language): Locale | undefined {
  return loaded.get(lang);
}
