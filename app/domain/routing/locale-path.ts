import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";

/**
 * The one place where a URL path is split into a language and a content slug (docs/product/routes-and-languages.md).
 *
 * Remix's optional `($lang)` segment matches greedily (`/membership` arrives with
 * `lang="membership"`), so routes never trust `params.lang`: every loader calls
 * {@link resolvePath} on the request's pathname instead.
 */
export interface ResolvedPath {
  /** Interface and content language. */
  lang: Language;
  /** True when the URL carried an explicit language prefix (`/en/...` included). */
  prefixed: boolean;
  /** Storyblok slug without leading or trailing slashes; `home` for the root. */
  slug: string;
  /** The path without its language prefix, always starting with `/` (`/` for the root). */
  path: string;
}

/** Longest accepted path, in characters; longer ones are not content (404). */
export const MAX_PATH_LENGTH = 512;

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/;

/**
 * Splits a pathname (`/de/coaching/intro`) into language and slug.
 * Returns `null` when the path cannot be a Storyblok slug (odd characters, `..`,
 * empty segments, over {@link MAX_PATH_LENGTH}): callers answer 404 without asking the CMS.
 */
export function resolvePath(pathname: string): ResolvedPath | null {
  if (pathname.length > MAX_PATH_LENGTH) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = decoded.split("/").filter((s, i, all) => !(s === "" && (i === 0 || i === all.length - 1)));
  const [first, ...rest] = segments;
  const prefixed = isLanguage(first);
  const lang = prefixed ? first : DEFAULT_LANGUAGE;
  const contentSegments = prefixed ? rest : segments;
  if (!contentSegments.every((s) => SEGMENT.test(s) && s !== ".." && s !== ".")) return null;
  const path = "/" + contentSegments.join("/");
  const joined = contentSegments.join("/").toLowerCase();
  const slug = joined === "" ? "home" : joined;
  return { lang, prefixed, slug, path };
}

/**
 * Builds the URL path of `path` (starting with `/`) in `lang`. English is unprefixed
 * (its canonical form); `/home` is written `/`.
 */
export function localizePath(lang: Language, path: string): string {
  const clean = path === "/home" || path === "" ? "/" : path;
  if (lang === DEFAULT_LANGUAGE) return clean;
  return clean === "/" ? `/${lang}` : `/${lang}${clean}`;
}

/** Paths that are not pages: never redirected by language, never read as stories. */
const NON_PAGE_PREFIXES = [
  "/assets/",
  "/resources/",
  "/api/",
  "/sandbox-assets/",
  "/switch-language",
  "/healthcheck",
  "/sitemap.xml",
  "/sitemap/",
  "/robots.txt",
  "/favicon",
];

/** True for paths of pages (not assets, APIs or SEO files). */
export function isPagePath(pathname: string): boolean {
  return !NON_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}
