import { sanitizeUrl } from "@braintree/sanitize-url";
import type { Language } from "~/i18n/languages";
import { localizePath, resolvePath } from "./locale-path";

/**
 * The parts of a Storyblok link that decide where it points: a multilink field
 * (`{ linktype, id, url, cached_url, email, anchor, target, story }`) or a rich-text `link`
 * mark's attributes mapped onto it (`href` → `cached_url`/`url`/`email`, `uuid` → `id`).
 */
export interface MultilinkLike {
  linktype?: "story" | "url" | "email" | "asset";
  /** The linked story's uuid (story links); "" in an empty field. */
  id?: string;
  url?: string;
  cached_url?: string;
  email?: string;
  anchor?: string;
  target?: string;
  story?: { full_slug: string };
}

export interface ResolvedLink {
  href: string;
  /** True for links that leave the site (absolute URLs, mailto:, assets). */
  external: boolean;
  /** The editor chose "open in new tab" (`target: "_blank"`): render `rel="noopener noreferrer"` with it. */
  newTab: boolean;
}

/** `#anchor` from an anchor field ("" for none); a leading `#` typed by the editor is dropped. */
function fragmentOf(anchor: string | undefined): string {
  const id = (anchor ?? "").trim().replace(/^#+/, "");
  return id ? `#${encodeURIComponent(id)}` : "";
}

/**
 * The site path of a story slug in the page's language:
 * - field-level translation: `about` on a German page → `/de/about`;
 * - folder-level translation: a slug that already starts with a language folder
 *   (`de/home`, `fr/about/`) keeps that language and is not prefixed again (`/de`, `/fr/about`);
 *   Storyblok's Indonesian folder `id/` is the site's `/in`;
 * - the root story (`home`, `""`, `/`) → `/` (or `/de`).
 * A slug that cannot be a site path (odd characters) is kept as `/slug` in the page's language.
 */
function storyPath(slug: string, lang: Language): string {
  // Storyblok's code for Indonesian is `id`; a folder-level `id/…` tree is the site's `/in/…`.
  const resolved = resolvePath(`/${slug.replace(/^id(?=\/|$)/, "in")}`);
  if (!resolved) return localizePath(lang, `/${slug}`);
  return localizePath(resolved.prefixed ? resolved.lang : lang, resolved.path);
}

/** An address for `mailto:`: one token with an `@`, no spaces or URL delimiters; null otherwise. */
function emailAddress(value: string): string | null {
  const address = value.trim().replace(/^mailto:/i, "");
  return /^[^\s@<>"/?#]+@[^\s@<>"/?#]+$/.test(address) ? address : null;
}

/**
 * Resolves a link to an href, for rich text, buttons, navigation and every other link field
 * (docs/product/stories-and-blocks.md):
 * - `story`: the linked story's `full_slug` (else `cached_url`) as a site path in the page's
 *   language (see {@link storyPath}), plus `#anchor`. A story link with no slug but a story
 *   id (or `/`) is the root story; an empty field (no slug, id or anchor) gives `null`.
 * - `email`: `mailto:` + the address (`email`, else `url`/`cached_url`); `null` when it is not one.
 * - `url` and `asset`: the URL sanitised (`javascript:` and the like become `about:blank`),
 *   `www.…` without a scheme gets `https://`; plus `#anchor`.
 * Returns `null` for an empty link.
 */
export function resolveLink(link: MultilinkLike | undefined, lang: Language): ResolvedLink | null {
  if (!link) return null;
  const fragment = fragmentOf(link.anchor);
  const newTab = link.target === "_blank";
  switch (link.linktype) {
    case "story": {
      const raw = (link.story?.full_slug || link.cached_url || "").trim();
      const slug = raw.replace(/^\/+|\/+$/g, "");
      const root = slug === "" && (raw.startsWith("/") || Boolean(link.id) || Boolean(link.story));
      if (!slug && !root) return fragment ? { href: fragment, external: false, newTab } : null;
      return { href: storyPath(slug, lang) + fragment, external: false, newTab };
    }
    case "email": {
      const address = emailAddress(link.email || link.url || link.cached_url || "");
      return address ? { href: `mailto:${address}`, external: true, newTab: false } : null;
    }
    default: {
      let url = (link.url || link.cached_url || "").trim();
      if (!url) return fragment ? { href: fragment, external: false, newTab } : null;
      if (/^www\./i.test(url)) url = `https://${url}`;
      const href = sanitizeUrl(url);
      if (href === "about:blank") return { href, external: true, newTab: false };
      const withFragment = fragment && !href.includes("#") ? href + fragment : href;
      return { href: withFragment, external: /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//"), newTab };
    }
  }
}
