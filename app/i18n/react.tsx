import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Language } from "./languages";
import { createTranslator, type Strings, type TFunction } from "./translate";

const TranslationContext = createContext<TFunction>((key) => key);

/**
 * Gives components `t` for `lang` over `strings` (`translate.ts`). The document (root
 * Layout) provides it from the strings its loaders sent for the page, identically on the
 * server and in the browser.
 */
export function TranslationProvider({ lang, strings, children }: { lang: Language; strings: Strings; children: ReactNode }) {
  const t = useMemo(() => createTranslator(lang, strings), [lang, strings]);
  return <TranslationContext.Provider value={t}>{children}</TranslationContext.Provider>;
}

/** Provides a given translator (tests that watch for missing keys). */
export const TranslationContextForTests = TranslationContext.Provider;

/** The interface-string translator of the page (same call shape as react-i18next's hook). */
export function useTranslation(): { t: TFunction } {
  return { t: useContext(TranslationContext) };
}
