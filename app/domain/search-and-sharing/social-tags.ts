import { LANGUAGES, type Language } from "~/i18n/languages";

/**
 * The Open Graph and Twitter tags of a page's card, as a route's meta gives them. Run in the
 * browser as well (meta is evaluated on client navigations), so it imports nothing heavy.
 */

/** The site's name as cards show it (`og:site_name`). */
export const SITE_NAME = "Brightpath";

// The name as a word of its own: not inside a longer Latin word, but next to Chinese characters.
const NAMES_SITE = new RegExp(`(?<![\\p{Script=Latin}\\p{N}])${SITE_NAME}(?![\\p{Script=Latin}\\p{N}])`, "iu");

/**
 * A page's `<title>`: its own title followed by ` | Brightpath`, unless the title already names
 * the site ("Brightpath: programs…", "Membership — Brightpath"): the brand appears once.
 * An empty title is the site's name alone.
 */
export function documentTitle(title: string): string {
  const own = title.trim();
  if (!own) return SITE_NAME;
  return NAMES_SITE.test(own) ? own : `${own} | ${SITE_NAME}`;
}

/** Size of a card image: the 1.91:1 image Facebook and LinkedIn show largest, in px. */
export const CARD_IMAGE = { width: 1200, height: 630 } as const;

/** An image a card shows: an absolute URL, its size in px and its alternative text. */
export interface CardImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** What a page's card says. `type` is `og:type`: `profile` for a person's page. */
export interface SocialCard {
  title: string;
  description?: string;
  image?: CardImage;
  type: "website" | "profile";
}

/** Open Graph locale (`language_TERRITORY`) of each site language. */
export const OG_LOCALES: Readonly<Record<Language, string>> = {
  ar: "ar_AR",
  de: "de_DE",
  en: "en_US",
  es: "es_ES",
  fr: "fr_FR",
  in: "id_ID",
  it: "it_IT",
  pt: "pt_BR",
  ru: "ru_RU",
  zh: "zh_CN",
};

/** One `<meta>` of a route's meta export. */
export type MetaTag = { property: string; content: string } | { name: string; content: string };

/** The tags every page carries, a card or not: its title, site name, URL and locales. */
export function basicSocialTags(title: string, url: string, lang: Language): MetaTag[] {
  return [
    { property: "og:title", content: title },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[lang] },
    ...LANGUAGES.filter((other) => other !== lang).map((other) => ({ property: "og:locale:alternate", content: OG_LOCALES[other] })),
  ];
}

/** Open Graph and Twitter tags of a page's card; `url` is its canonical URL. */
export function socialTags(card: SocialCard, url: string, lang: Language): MetaTag[] {
  const { image } = card;
  return [
    ...basicSocialTags(card.title, url, lang),
    { property: "og:type", content: card.type },
    ...(card.description ? [{ property: "og:description", content: card.description }] : []),
    ...(image
      ? [
          { property: "og:image", content: image.url },
          ...(image.width && image.height
            ? [
                { property: "og:image:width", content: String(image.width) },
                { property: "og:image:height", content: String(image.height) },
              ]
            : []),
          ...(image.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}
