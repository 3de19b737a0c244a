import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { localizePath, resolvePath } from "./locale-path";

/** Paths that are not pages: never redirected by language. */
const NON_PAGE_PREFIXES = ["/assets/", "/resources/", "/api/", "/sandbox-assets/", "/switch-language", "/healthcheck", "/sitemap.xml", "/sitemap/", "/robots.txt", "/favicon"];

/** True for paths of pages (not assets, APIs or SEO files). */
export function isPagePath(pathname: string): boolean {
  return !NON_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/**
 * SPEC §2, §9: an unprefixed page visit from a visitor whose locale cookie names another
 * language goes to the localised path (query kept). `null` when no redirect is due.
 */
export function localeRedirect(pathname: string, search: string, cookieLang: Language | null): string | null {
  if (!cookieLang || cookieLang === DEFAULT_LANGUAGE || !isPagePath(pathname)) return null;
  const resolved = resolvePath(pathname);
  if (!resolved || resolved.prefixed) return null;
  return localizePath(cookieLang, resolved.path) + search;
}
