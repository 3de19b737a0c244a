import { z } from "zod";
import { assetDimensions } from "../delivery/images";
import { CARD_IMAGE, SITE_NAME, type CardImage, type SocialCard } from "./social-tags";

/**
 * Social cards: what link previews (WhatsApp, LinkedIn, Facebook, ads) show of a page, built
 * from its sources in fallback order. Pure, and for the server: the page loader gathers the
 * sources; the route's meta turns the card into tags (`./social-tags.ts`, which the browser
 * also runs, so this module and its zod stay out of the client bundle).
 */

/** A Storyblok asset field as cards read it (`filename` "" when none is chosen). */
const assetFields = z.object({
  filename: z.string().nullable().optional(),
  alt: z.string().nullable().optional().catch(undefined),
  focus: z.string().nullable().optional().catch(undefined),
});
export type CardAsset = z.infer<typeof assetFields>;

/** An image from the platform (cover, portrait): its URL and size in px when known. */
export interface PlatformImage {
  url: string;
  width: number | null;
  height: number | null;
  alt?: string;
}

/** Storyblok's focal point of an asset: `x1xy1:x2xy2`, pixels of the original. */
const FOCUS = /^\d{1,6}x\d{1,6}:\d{1,6}x\d{1,6}$/;

/**
 * `url` as an absolute http(s) URL: kept when it already is one (an asset host of its own),
 * `//host/…` gets https, and a path is resolved against `siteUrl` (assets the site serves).
 */
export function absoluteUrl(url: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("//")) return `https:${url}`;
  return new URL(url, `${siteUrl.replace(/\/+$/, "")}/`).href;
}

/**
 * The card image of a Storyblok asset: 1200×630 from the image service, cropped around the
 * editor's focal point when one is set, else around the faces the service finds (`smart`, for
 * a person's portrait) or at the centre. Null without a file; a URL that is not a Storyblok
 * asset is used as it is, its size unknown.
 */
export function cardImageOfAsset(asset: CardAsset | null | undefined, siteUrl: string, options: { faces?: boolean } = {}): CardImage | null {
  const filename = asset?.filename?.trim();
  if (!filename) return null;
  const url = absoluteUrl(filename, siteUrl);
  const alt = asset?.alt?.trim() || undefined;
  if (!assetDimensions(filename)) return { url, alt };
  const focus = asset?.focus?.trim();
  const filter = focus && FOCUS.test(focus) ? `/filters:focal(${focus})` : options.faces ? "/smart" : "";
  return { url: `${url}/m/${CARD_IMAGE.width}x${CARD_IMAGE.height}${filter}`, ...CARD_IMAGE, alt };
}

/**
 * The card image of a platform image: through Storyblok's image service when the platform
 * keeps it there (trainer portraits; `faces` keeps a person's face in the crop), else as the platform serves it, with its own size
 * (the platform's image host has no resizing the site can ask for).
 */
export function cardImageOfPlatform(image: PlatformImage | null | undefined, siteUrl: string, options: { faces?: boolean } = {}): CardImage | null {
  if (!image?.url) return null;
  if (assetDimensions(image.url)) return cardImageOfAsset({ filename: image.url, alt: image.alt }, siteUrl, options);
  return {
    url: absoluteUrl(image.url, siteUrl),
    ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
    alt: image.alt,
  };
}

/** Components whose image stands for the page, each with the field holding it. */
const PAGE_IMAGE_FIELDS: Readonly<Record<string, string>> = { hero: "image", image: "image" };

/**
 * The image that stands for a page: its first hero's, else its first image block's, in
 * content order (depth first). Null when neither has a file.
 */
export function pageImageOf(content: unknown): CardAsset | null {
  const withImage = collect(content).flatMap((record) => {
    const field = PAGE_IMAGE_FIELDS[String(record.component)];
    const asset = field ? assetFields.safeParse(record[field]).data : undefined;
    return asset?.filename?.trim() ? [{ hero: record.component === "hero", asset }] : [];
  });
  return (withImage.find((found) => found.hero) ?? withImage[0])?.asset ?? null;
}

/** The subheadline of a page's first hero, which says what the page is about; else undefined. */
export function pageTextOf(content: unknown): string | undefined {
  const hero = collect(content).find((record) => record.component === "hero");
  const text = hero && typeof hero.subheadline === "string" ? hero.subheadline.trim() : "";
  return text || undefined;
}

function collect(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.component === "string") found.push(record);
    Object.values(record).forEach((child) => collect(child, found));
  }
  return found;
}

/** Reads an asset field of unvalidated content (a story's `og_image`, the settings' default). */
export function cardAssetOf(value: unknown): CardAsset | null {
  return assetFields.safeParse(value).data ?? null;
}

/** Everything a page's card may come from, most specific first within each kind. */
export interface CardSources {
  /** The page's own card fields (`og_title`, `og_description`, `og_image`). */
  og: { title?: string; description?: string; image?: CardAsset | null };
  /** The page's title and description for search (its SEO fields, or a block's, or its name). */
  seo: { title: string; description?: string };
  /** The platform's subject of the page (a quest, program or trainer). */
  platform?: { description?: string; image?: PlatformImage | null; person?: boolean } | null;
  /** The page's own text and image (its hero's subheadline, its hero's or first image). */
  page: { description?: string; image?: CardAsset | null };
  /** The site's default card image (`global/settings`). */
  defaultImage?: CardAsset | null;
}

/** A title without the site's name after it ("Our story | Brightpath"): cards name the site apart. */
export function withoutSiteName(title: string): string {
  const bare = title.replace(new RegExp(`\\s*[|—–-]\\s*${SITE_NAME}\\s*$`), "").trim();
  return bare || title;
}

/**
 * The card of a page. Each part takes the first source that has it: the page's card field,
 * then its SEO field, then the platform's subject, then the page's own content, then the
 * site's default image.
 */
export function socialCard(sources: CardSources, siteUrl: string): SocialCard {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const title = text(sources.og.title) ?? withoutSiteName(sources.seo.title);
  const description = text(sources.og.description) ?? text(sources.seo.description) ?? text(sources.platform?.description) ?? text(sources.page.description);
  const image =
    cardImageOfAsset(sources.og.image, siteUrl) ??
    cardImageOfPlatform(sources.platform?.image, siteUrl, { faces: sources.platform?.person }) ??
    cardImageOfAsset(sources.page.image, siteUrl) ??
    cardImageOfAsset(sources.defaultImage, siteUrl) ??
    undefined;
  return { title, ...(description ? { description } : {}), ...(image ? { image } : {}), type: sources.platform?.person ? "profile" : "website" };
}
