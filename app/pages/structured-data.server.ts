import type { Thing } from "schema-dts";
import { collectBloks } from "~/block-kit/collect";
import { collectBlockItems } from "~/block-kit/block-structured-data.server";
import { courseItem, type CourseRecord } from "~/domain/learning/course-structured-data";
import { localizePath } from "~/domain/routing/locale-path";
import { SITE_NAME } from "~/domain/search-and-sharing/social-tags";
import {
  breadcrumbList,
  organization,
  webPage,
  webSite,
  withContext,
  type Crumb,
  type JsonLd,
  type StructuredDataContext,
} from "~/domain/search-and-sharing/structured-data";
import { getPageStorySafe, type PageStory } from "~/content/validated-story.server";
import { bcp47Of, type Language } from "~/i18n/languages";
import { getEnv } from "~/env.server";
import { languageSeo } from "~/domain/search-and-sharing/seo";
import { isCoursePage, type PlatformSubject } from "./platform-subject.server";

/**
 * A story page's JSON-LD (`<script type="application/ld+json">`, emitted by the page's meta):
 * Organization and WebSite on home, a BreadcrumbList on nested pages, a Course on quest and
 * program pages, and what its blocks add (`blocks/<name>/structured-data.ts`).
 */

/** What a page's structured data needs besides its story, read while the story is on its way. */
export interface StructuredDataReads {
  /** The stories above the page that exist (`trainers` for `trainers/amara-okafor`), nearest last. */
  ancestors: Promise<{ slug: string; name: string }[]>;
  /** The platform's quest or program of a quest or program page; null for other pages or when unknown. */
  course: Promise<CourseRecord | null>;
}

/**
 * Starts the reads of {@link StructuredDataReads} for the page at `slug` (nothing is awaited;
 * the stories and the platform record come from their caches when the page needs them).
 */
export function startStructuredDataReads(
  request: { slug: string; lang: Language; preview: boolean },
  subject: Promise<PlatformSubject | null>,
): StructuredDataReads {
  const segments = request.slug.split("/");
  const prefixes = segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join("/"));
  return {
    ancestors: Promise.all(prefixes.map((slug) => getPageStorySafe({ ...request, slug }).then((story) => (story ? [{ slug, name: story.name }] : [])))).then(
      (found) => found.flat(),
    ),
    course: subject.then((found) => (found?.kind === "quest" || found?.kind === "program" ? found : null)),
  };
}

/** The first hero blok's image, if the page has one. */
function heroImage(content: unknown): string | undefined {
  const hero = collectBloks(content).find((blok) => blok.component === "hero") as { image?: { filename?: string } } | undefined;
  return hero?.image?.filename || undefined;
}

/** The page's structured data, each item a standalone JSON-LD document. */
export async function pageStructuredData(
  page: {
    story: PageStory;
    slug: string;
    lang: Language;
    /** Names the page in its breadcrumb when it has no story of its own (a folder template's). */
    title: string;
    template: boolean;
    blockData: Readonly<Record<string, unknown>>;
  },
  context: StructuredDataContext,
  reads: StructuredDataReads,
): Promise<JsonLd[]> {
  const items: Thing[] = [];
  if (page.slug === "home") items.push(organization(context.siteUrl), webSite(context));
  const [ancestors, course] = await Promise.all([reads.ancestors, reads.course]);
  if (isCoursePage(page.slug)) {
    items.push(courseItem({ name: page.story.name, description: context.description, image: context.image }, course, context));
  }
  const blocks = collectBlockItems(page.story.content, page.blockData, context);
  const name = page.template ? page.title : page.story.name;
  const nested = page.slug.includes("/");
  const breadcrumb = nested ? breadcrumbList(crumbs(page.lang, context, ancestors, name)) : null;
  const node = webPage(context, { name, breadcrumb, mainEntities: blocks.mainEntities, profile: blocks.profile });
  if (node) items.push(node);
  items.push(...blocks.items);
  return items.map(withContext);
}

/** Home, every ancestor that exists as a story, then the page. */
function crumbs(lang: Language, context: StructuredDataContext, ancestors: { slug: string; name: string }[], name: string): Crumb[] {
  const url = (slug: string) => context.siteUrl + localizePath(lang, `/${slug}`);
  return [
    { name: SITE_NAME, url: url("") },
    ...ancestors.map((ancestor) => ({ name: ancestor.name, url: url(ancestor.slug) })),
    { name, url: context.pageUrl },
  ];
}

/** {@link pageStructuredData} of a story page at content path `path` (`/programs/x`), with its context made here. */
export function storyStructuredData(
  page: Parameters<typeof pageStructuredData>[0] & { path: string; description?: string },
  reads: StructuredDataReads,
): Promise<JsonLd[]> {
  const siteUrl = getEnv().SITE_URL.replace(/\/+$/, "");
  const context: StructuredDataContext = {
    siteUrl,
    pageUrl: languageSeo(siteUrl, page.lang, page.path).canonical,
    inLanguage: bcp47Of(page.lang),
    description: page.description,
    image: heroImage(page.story.content),
    firstPublishedAt: page.story.firstPublishedAt ?? null,
    now: Date.now(),
  };
  return pageStructuredData(page, context, reads);
}
