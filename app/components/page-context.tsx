import { createContext, useContext } from "react";
import { DEFAULT_LANGUAGE, fallbackDirection, type Language } from "~/i18n/languages";

/** What every block may read while rendering: the page's language and whether it is a preview. */
export interface PageContextValue {
  lang: Language;
  /** True only for verified Storyblok visual-editor requests: show warnings for bad bloks. */
  preview: boolean;
}

export const PageContext = createContext<PageContextValue>({ lang: DEFAULT_LANGUAGE, preview: false });

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}

/**
 * The `dir` a CMS text needs on this page: `"ltr"` for English fallback on a right-to-left page
 * (`fallbackDirection`), else undefined (the page's).
 */
export function useTextDirection(): (text: string | undefined) => "ltr" | undefined {
  const { lang } = usePageContext();
  return (text) => fallbackDirection(text, lang);
}

/**
 * Whether the document runs scripts (every layout but `static`, SPEC §2; provided by the root).
 * A page without them must send every select in full (`forms/MarkupSelect.tsx`): its
 * `<noscript>` copies are never parsed where the browser has scripts on.
 */
export const RunsScripts = createContext(true);
