import { SitemapIndexStream, SitemapStream, streamToPromise } from "sitemap";
import { PAGE_CONTENT_TYPES } from "~/content/content-type";
import { CRAWLER_FILE } from "~/domain/delivery/cache-policy";
import { localizePath } from "~/domain/routing/locale-path";
import { languageSitemapPath, newestLastmod, sitemapPages, type SitemapPage } from "~/domain/search-and-sharing/sitemap";
import { trainerSlugOf } from "~/blocks/trainer_profile/trainer.server";
import { questSlugOf } from "~/blocks/quest_profile/quest.server";
import { getEnv } from "~/env.server";
import { bcp47Of, LANGUAGES, type Language } from "~/i18n/languages";
import { logger } from "~/services/logger.server";
import { fetchPublishedAuthorSlugs, searchQuests } from "~/services/platform/catalogue.server";
import { getListedStories } from "~/services/storyblok-listing.server";

/**
 * The sitemaps' answers: the index (`/sitemap.xml`) names one sitemap per language
 * (`/sitemap/{lang}.xml`); each lists that language's URL of every page (`domain/search-and-sharing/sitemap.ts`)
 * with its `lastmod` and its hreflang alternates in all ten languages and `x-default`.
 * Storyblok failing answers 503 with `Retry-After`; the platform failing leaves out only the
 * trainer and quest pages that have no story of their own (logged), as a partial list misleads no crawler.
 */

const siteUrl = () => getEnv().SITE_URL.replace(/\/+$/, "");

const unavailable = () => new Response("Sitemap temporarily unavailable", { status: 503, headers: { "Retry-After": "300" } });

const xmlResponse = (xml: string) => new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CRAWLER_FILE } });

/** Trainer slugs that make trainer pages; empty (logged) when the platform fails. */
async function trainerSlugs(): Promise<string[]> {
  try {
    return (await fetchPublishedAuthorSlugs()).filter((slug) => trainerSlugOf(`trainers/${slug}`) !== null);
  } catch (error) {
    logger.error("sitemap-trainers-failed", { error });
    return [];
  }
}

/** Most quests the sitemap asks the platform for (the catalogue holds a few dozen). */
const SITEMAP_QUEST_LIMIT = 1000;

/** Ids of the published quests that make quest pages; empty (logged) when the platform fails. */
async function questSlugs(): Promise<string[]> {
  try {
    const quests = await searchQuests({}, { accessToken: null }, SITEMAP_QUEST_LIMIT);
    return quests.map((quest) => quest.id).filter((id) => questSlugOf(`quests/${id}`) !== null);
  } catch (error) {
    logger.error("sitemap-quests-failed", { error });
    return [];
  }
}

/** Every page to list, or null when Storyblok fails (logged). */
async function pagesToList(): Promise<SitemapPage[] | null> {
  try {
    const [stories, trainers, quests] = await Promise.all([getListedStories(PAGE_CONTENT_TYPES), trainerSlugs(), questSlugs()]);
    return sitemapPages(stories, { trainers, quests });
  } catch (error) {
    logger.error("sitemap-failed", { error });
    return null;
  }
}

/** `GET /sitemap.xml`: the sitemap index, each language's sitemap with the newest `lastmod` of its pages. */
export async function sitemapIndexResponse(): Promise<Response> {
  const pages = await pagesToList();
  if (!pages) return unavailable();
  const lastmod = newestLastmod(pages);
  const stream = new SitemapIndexStream();
  for (const lang of LANGUAGES) stream.write({ url: siteUrl() + languageSitemapPath(lang), ...(lastmod ? { lastmod } : {}) });
  stream.end();
  return xmlResponse((await streamToPromise(stream)).toString());
}

/** `GET /sitemap/{lang}.xml`: `lang`'s URL of every page, with `lastmod` and hreflang alternates. */
export async function languageSitemapResponse(lang: Language): Promise<Response> {
  const pages = await pagesToList();
  if (!pages) return unavailable();
  const site = siteUrl();
  const stream = new SitemapStream({ hostname: site, xmlns: { news: false, video: false, image: false, xhtml: true } });
  for (const { path, lastmod } of pages) {
    const links = [
      ...LANGUAGES.map((other) => ({ lang: bcp47Of(other), url: site + localizePath(other, path) })),
      { lang: "x-default", url: site + localizePath("en", path) },
    ];
    stream.write({ url: localizePath(lang, path), links, ...(lastmod ? { lastmod } : {}) });
  }
  stream.end();
  return xmlResponse((await streamToPromise(stream)).toString());
}
