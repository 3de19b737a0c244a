import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { localizePath, resolvePath } from "./locale-path";

/**
 * Validation of redirect targets from URLs and CMS content (docs/product/page-directives-and-redirects.md#validated-targets; used by
 * page directives, `/redirect`, `/switch-language`, `returnTo`, logout). Only two
 * shapes are accepted, both judged after normalisation (percent-encoded dot segments decoded,
 * dot segments resolved; repeated slashes refused), so `/a/..//evil.example` or
 * `/%2e%2e//evil.example` cannot turn into `//evil.example` on the way out:
 * - same-site paths (`/programs/x?a=1#b`): a single leading slash, no backslashes, no control
 *   characters, a path that can be a page; they keep (or get) the page's language prefix;
 * - absolute `http(s)` URLs to an allowed host (the caller's list: the site's own, the
 *   checkout's, `REDIRECT_ALLOWED_HOSTS`), host names compared after IDNA normalisation.
 * Everything else (`javascript:`, `//evil.example`, `/\evil`, other hosts, malformed) is
 * refused: `null`.
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
  // Judged after normalisation: dot segments are resolved by now, and a path that became
  // `//host` (from `/a/..//host`, `/.//host`, `/%2e%2e//host`) would read as a host.
  const pathname = url.pathname;
  if (pathname.includes("//") || pathname.includes("\\")) return null;
  const resolved = resolvePath(pathname);
  if (!resolved) return null;
  const path = resolved.prefixed ? pathname : localizePath(lang, resolved.path);
  return path + url.search + url.hash;
}

/**
 * An absolute http(s) URL with a host, normalised; with `hosts`, only to one of them (exact
 * host names, lowercase). `null` otherwise.
 */
export function safeExternalUrl(raw: unknown, hosts?: ReadonlySet<string>): string | null {
  if (typeof raw !== "string" || raw.length > 2048 || hasControl(raw) || !/^https?:\/\/[^/\\]/i.test(raw)) return null;
  try {
    const url = new URL(raw);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname || url.username || url.password) return null;
    if (hosts && !hosts.has(url.hostname)) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * A validated redirect target: a same-site path, or with `externalHosts` an http(s) URL to one
 * of those hosts (see {@link redirectHosts} in env.server.ts).
 */
export function safeRedirectTarget(raw: unknown, lang: Language, { externalHosts }: { externalHosts?: ReadonlySet<string> } = {}): RedirectTarget | null {
  const internal = safeInternalPath(raw, lang);
  if (internal) return { href: internal, external: false };
  if (!externalHosts) return null;
  const external = safeExternalUrl(raw, externalHosts);
  return external ? { href: external, external: true } : null;
}

/** Where to return after sign-in: a same-site path, else the home page of `lang`. */
export function safeReturnTo(raw: unknown, lang: Language = DEFAULT_LANGUAGE): string {
  return safeInternalPath(raw, lang) ?? localizePath(lang, "/");
}
