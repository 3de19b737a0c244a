import { useFormAction, useLocation } from "@remix-run/react";
import { createContext, useContext } from "react";
import { pageSearch } from "~/domain/routing/page-query";
import { DEFAULT_LANGUAGE, fallbackDirection, type Language } from "~/i18n/languages";

/** What every block may read while rendering: the page's language and whether it is a preview. */
export interface PageContextValue {
  lang: Language;
  /** True only for verified Storyblok visual-editor requests: show warnings for bad bloks. */
  preview: boolean;
  /** The query parameters any page may depend on (block-kit/query-params.server.ts); others are never echoed. */
  queryParams?: readonly string[];
}

export const PageContext = createContext<PageContextValue>({ lang: DEFAULT_LANGUAGE, preview: false });

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}

/**
 * The address's query as far as pages depend on it (`?period=monthly`, or ""): what links and
 * forms that keep the query echo. Ad tags and unknown parameters are left out, so a stored page
 * is the same whichever tags its first visitor came with (domain/routing/page-query.ts).
 */
export function usePageSearch(): string {
  const { search } = useLocation();
  return pageSearch(search, useContext(PageContext).queryParams ?? []);
}

/**
 * The page's own form action (Remix's `useFormAction`) with the query reduced as
 * {@link usePageSearch} does, keeping Remix's `index` marker: the stored HTML of a form names
 * no visitor's ad tags.
 */
export function usePageFormAction(): string {
  const action = useFormAction();
  const declared = useContext(PageContext).queryParams ?? [];
  const at = action.indexOf("?");
  return at === -1 ? action : action.slice(0, at) + pageSearch(action.slice(at), [...declared, "index"]);
}

/**
 * The `dir` a CMS text needs on this page: `"ltr"` for English fallback on a right-to-left page
 * (`fallbackDirection`), else undefined (the page's).
 */
export function useTextDirection(): (text: string | undefined) => "ltr" | undefined {
  const { lang } = usePageContext();
  return (text) => fallbackDirection(text, lang);
}
