import { bcp47Of, DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/i18n/languages";
import { localizePath } from "../routing/locale-path";

/** One `<link rel="alternate" hreflang>` entry. */
export interface Alternate {
  /** BCP 47 tag (`id` for the `/in` prefix) or `x-default`. */
  hrefLang: string;
  href: string;
}

export interface LanguageSeo {
  /** The one canonical URL of the page in this language (English unprefixed, no query). */
  canonical: string;
  /** The page in each of the ten languages plus `x-default` (English). */
  alternates: Alternate[];
}

/**
 * Canonical and hreflang URLs of the page at content path `path` (`/programs/x`, `/` for
 * home) shown in `lang`, on the site `siteUrl` (no trailing slash).
 */
export function languageSeo(siteUrl: string, lang: Language, path: string): LanguageSeo {
  const base = siteUrl.replace(/\/+$/, "");
  const url = (l: Language) => base + localizePath(l, path);
  return {
    canonical: url(lang),
    alternates: [...LANGUAGES.map((l) => ({ hrefLang: bcp47Of(l), href: url(l) })), { hrefLang: "x-default", href: url(DEFAULT_LANGUAGE) }],
  };
}

/**
 * Where the language switcher sends a visitor for `lang`: the same page (content path
 * `path`) in that language, query string kept.
 */
export function switchTarget(lang: Language, path: string, search: string): string {
  return localizePath(lang, path) + search;
}
