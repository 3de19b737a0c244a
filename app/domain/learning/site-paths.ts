import type { Language } from "~/i18n/languages";
import { localizePath, resolvePath } from "../routing/locale-path";

/**
 * The path on this site of a quest's page, in the page's language, from the platform's quest
 * `url` (docs/product/learning-catalogue.md): the platform writes the page's address on the production host
 * (`https://www.brightpath.example/es/quests/enfoque-sin-prisa`), which would take a member on
 * another host (preview, staging, a local build) to production. Only the path is kept, its
 * language prefix replaced by `lang` (`/de/quests/enfoque-sin-prisa`): the site serves every page
 * in every language. A site-relative `url` is read the same way. Null when there is no `url` or
 * it is not an http(s) address or path (the caller falls back to the quest's sales page).
 */
export function questPagePath(url: string | null, lang: Language): string | null {
  if (!url) return null;
  let pathname: string;
  try {
    const parsed = new URL(url, "http://site.invalid");
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    pathname = parsed.pathname;
  } catch {
    return null;
  }
  const resolved = resolvePath(pathname);
  return resolved ? localizePath(lang, resolved.path) : null;
}
