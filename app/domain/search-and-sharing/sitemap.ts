import { z } from "zod";
import { isLanguage, type Language } from "~/i18n/languages";
import { hiddenFromSearch } from "../routing/page-directives";

/**
 * What the sitemaps list (sitemaps.org protocol): one sitemap per language under
 * `/sitemap/{lang}.xml`, gathered by the index at `/sitemap.xml`. Pure: the stories come from
 * Storyblok's stories API and the trainers and quests from the platform, read by the callers.
 */

/** A listed page: its path without language prefix (`/`, `/membership`) and when it last changed (ISO 8601). */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/** A story of the stories API that search engines may list: its full slug and last publication. */
export interface ListedStory {
  slug: string;
  lastmod?: string;
}

const instant = z.string().datetime({ offset: true });
const when = z.unknown().transform((value) => (instant.safeParse(value).success ? (value as string) : undefined));

const listedStorySchema = z.object({
  full_slug: z.string(),
  published_at: when,
  first_published_at: when,
  updated_at: when,
  content: z.unknown().optional(),
});

/** One page of `cdn/stories` as far as the sitemap reads it. */
export const storyListSchema = z.object({ stories: z.array(listedStorySchema) });

/**
 * The stories of one `cdn/stories` answer that search engines may list (not noindex, behind
 * sign-in or a redirect away), each with its last publication: `published_at`, else
 * `first_published_at`, else `updated_at` (a date that is not ISO 8601 counts as absent).
 * @throws {z.ZodError} when the answer is not a story list.
 */
export function listedStories(answer: unknown): ListedStory[] {
  return storyListSchema
    .parse(answer)
    .stories.filter((story) => !hiddenFromSearch(story.content))
    .map((story) => {
      const lastmod = story.published_at ?? story.first_published_at ?? story.updated_at;
      return lastmod ? { slug: story.full_slug, lastmod } : { slug: story.full_slug };
    });
}

/** Stories that are parts of pages (header, settings, shared sections, folder templates), never pages. */
const NON_PAGE_PREFIXES = ["global/", "templates/"];

/**
 * The folders whose pages exist without stories of their own: each page of such a folder is
 * rendered from the folder's template, `templates/folder-<folder>`, for each subject the
 * platform has (trainers by author slug, quests by id; docs/product/learning-catalogue.md).
 */
export const TEMPLATED_FOLDERS = ["trainers", "quests"] as const;

/** A folder listed in {@link TEMPLATED_FOLDERS}. */
export type TemplatedFolder = (typeof TEMPLATED_FOLDERS)[number];

/** The folder template a folder's pages without stories of their own are rendered from. */
export const folderTemplateSlug = (folder: TemplatedFolder) => `templates/folder-${folder}`;

/** The folder template every trainer page without a story of its own is rendered from. */
export const TRAINER_TEMPLATE_SLUG = folderTemplateSlug("trainers");

/** The slugs the platform has for each templated folder's pages (`{ trainers: ["amara-okafor"], quests: [...] }`). */
export type TemplatedSlugs = Partial<Record<TemplatedFolder, readonly string[]>>;

const pathOf = (slug: string) => (slug === "home" ? "/" : `/${slug.replace(/\/+$/, "")}`);

/**
 * Every page to list, sorted by path: the listed stories less parts of pages, plus a page
 * `/{folder}/{slug}` for each trainer or quest without a story of its own when its folder's
 * template is listed (a template hidden from search hides the pages it renders). Such a page
 * changes when its template is published; the platform gives no date for its records.
 */
export function sitemapPages(stories: readonly ListedStory[], templated: TemplatedSlugs): SitemapPage[] {
  const pages = new Map<string, SitemapPage>();
  for (const story of stories) {
    if (NON_PAGE_PREFIXES.some((prefix) => story.slug.startsWith(prefix))) continue;
    const path = pathOf(story.slug);
    pages.set(path, story.lastmod ? { path, lastmod: story.lastmod } : { path });
  }
  for (const folder of TEMPLATED_FOLDERS) {
    const template = stories.find((story) => story.slug === folderTemplateSlug(folder));
    if (!template) continue;
    for (const slug of templated[folder] ?? []) {
      const path = `/${folder}/${slug}`;
      if (!pages.has(path)) pages.set(path, template.lastmod ? { path, lastmod: template.lastmod } : { path });
    }
  }
  return [...pages.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The newest `lastmod` of `pages`, or undefined when none has one (ISO 8601 strings compare by instant). */
export function newestLastmod(pages: readonly SitemapPage[]): string | undefined {
  let newest: { at: number; value: string } | undefined;
  for (const { lastmod } of pages) {
    const at = lastmod ? Date.parse(lastmod) : Number.NaN;
    if (lastmod && !Number.isNaN(at) && (!newest || at > newest.at)) newest = { at, value: lastmod };
  }
  return newest?.value;
}

/** The path of a language's sitemap: `/sitemap/de.xml`. */
export function languageSitemapPath(lang: Language): string {
  return `/sitemap/${lang}.xml`;
}

/** The language of a sitemap file name (`de.xml` → `de`), or null for any other name. */
export function languageOfSitemapFile(file: string | undefined): Language | null {
  const lang = /^([a-z]{2})\.xml$/.exec(file ?? "")?.[1];
  return isLanguage(lang) ? lang : null;
}
