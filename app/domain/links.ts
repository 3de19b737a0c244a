import { sanitizeUrl } from "@braintree/sanitize-url";
import type { Language } from "~/i18n/languages";
import { localizePath } from "./locale-path";

/** The parts of a Storyblok multilink field that decide where it points. */
export interface MultilinkLike {
  linktype?: "story" | "url" | "email" | "asset";
  url?: string;
  cached_url?: string;
  email?: string;
  anchor?: string;
  story?: { full_slug: string };
}

export interface ResolvedLink {
  href: string;
  /** True for links that leave the site (absolute URLs, mailto:, assets). */
  external: boolean;
}

/**
 * Resolves a multilink to an href (ARCHITECTURE "button"): story links get the current
 * language prefix (English unprefixed), URL and email links are kept as they are
 * (unsafe schemes such as `javascript:` become `about:blank`). Returns `null` for an empty link.
 */
export function resolveLink(link: MultilinkLike | undefined, lang: Language): ResolvedLink | null {
  if (!link) return null;
  const anchor = link.anchor ? `#${link.anchor}` : "";
  switch (link.linktype) {
    case "story": {
      const slug = (link.story?.full_slug ?? link.cached_url ?? "").replace(/^\/+|\/+$/g, "");
      if (!slug && !anchor) return null;
      const path = slug === "" ? "" : localizePath(lang, `/${slug}`);
      return { href: path + anchor, external: false };
    }
    case "email": {
      const address = (link.email || link.url || "").replace(/^mailto:/, "");
      return address ? { href: `mailto:${address}`, external: true } : null;
    }
    default: {
      const url = link.url || link.cached_url || "";
      if (!url) return null;
      const href = sanitizeUrl(url);
      return { href, external: /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//") };
    }
  }
}
