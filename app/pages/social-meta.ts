import type { MetaDescriptor } from "@remix-run/react";
import { isLanguage, type Language } from "~/i18n/languages";
import { languageSeo } from "~/domain/search-and-sharing/seo";
import { basicSocialTags, socialTags, type SocialCard } from "~/domain/search-and-sharing/social-tags";

/** The root loader's data a page's URL is made of (`root.server.ts`). */
interface RootSeoData {
  lang: Language;
  seo: { siteUrl: string; path: string };
}

function rootSeoOf(matches: readonly { id: string; data: unknown }[]): RootSeoData | null {
  const data = matches.find((match) => match.id === "root")?.data as Partial<RootSeoData> | undefined;
  if (!data?.seo || !isLanguage(data.lang)) return null;
  return { lang: data.lang, seo: data.seo };
}

/** The canonical URL and language of the page the matches render, from the root's data. */
export function pageAddressOf(matches: readonly { id: string; data: unknown }[]): { url: string; lang: Language } | null {
  const root = rootSeoOf(matches);
  return root ? { url: languageSeo(root.seo.siteUrl, root.lang, root.seo.path).canonical, lang: root.lang } : null;
}

/** Open Graph and Twitter tags of a story page's card; none without the root's data. */
export function storySocialMeta(card: SocialCard | undefined, matches: readonly { id: string; data: unknown }[]): MetaDescriptor[] {
  const address = pageAddressOf(matches);
  return card && address ? socialTags(card, address.url, address.lang) : [];
}

/** Title, site name, URL and locales of a page without a card of its own (fixed and error pages). */
export function basicSocialMeta(title: string, matches: readonly { id: string; data: unknown }[]): MetaDescriptor[] {
  const address = pageAddressOf(matches);
  return address ? basicSocialTags(title, address.url, address.lang) : [];
}
