import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { localizePath, resolvePath } from "./locale-path";

/**
 * Validation of redirect targets from URLs and CMS content (SPEC §2 redirects, §6; issue:
 * page directives, `/redirect`, `returnTo`). Only two shapes are accepted:
 * - same-site paths (`/programs/x?a=1#b`): a single leading slash, no backslashes, no control
 *   characters, a path that can be a page; they keep (or get) the page's language prefix;
 * - absolute `http(s)` URLs, where the caller allows leaving the site.
 * Everything else (`javascript:`, `//evil.example`, `/\evil`, malformed) is refused: `null`.
 */
export interface RedirectTarget {
  href: string;
  external: boolean;
}

/** True when `text` contains ASCII control characters (newlines, NUL, DEL …). */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/** A same-site path, localised to `lang` when it carries no language prefix; `null` if unsafe. */
export function safeInternalPath(raw: unknown, lang: Language): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\") || hasControl(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, "http://site.invalid");
  } catch {
    return null;
  }
  if (url.host !== "site.invalid") return null;
  const resolved = resolvePath(url.pathname);
  if (!resolved) return null;
  const path = resolved.prefixed ? url.pathname : localizePath(lang, resolved.path);
  return path + url.search + url.hash;
}

/** An absolute http(s) URL with a host, normalised; `null` otherwise. */
export function safeExternalUrl(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 2048 || hasControl(raw) || !/^https?:\/\/[^/\\]/i.test(raw)) return null;
  try {
    const url = new URL(raw);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A validated redirect target; external URLs only when `allowExternal`. */
export function safeRedirectTarget(raw: unknown, lang: Language, { allowExternal }: { allowExternal: boolean }): RedirectTarget | null {
  const internal = safeInternalPath(raw, lang);
  if (internal) return { href: internal, external: false };
  if (!allowExternal) return null;
  const external = safeExternalUrl(raw);
  return external ? { href: external, external: true } : null;
}

/** Where to return after sign-in: a same-site path, else the home page of `lang`. */
export function safeReturnTo(raw: unknown, lang: Language = DEFAULT_LANGUAGE): string {
  return safeInternalPath(raw, lang) ?? localizePath(lang, "/");
}
