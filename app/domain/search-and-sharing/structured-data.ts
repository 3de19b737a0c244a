import { SITE_NAME } from "./social-tags";
import type { BreadcrumbList, Organization, Thing, WebPage, WebSite, WithContext } from "schema-dts";

/**
 * Structured data (schema.org JSON-LD) of a page, built on the server from the validated data
 * the page renders. Pure: no I/O, no clock (the caller passes `now`).
 *
 * Every top-level item carries `inLanguage` where its schema.org type has it (CreativeWork,
 * Event). Types without it (Organization, Person, Product, BreadcrumbList) reach the page
 * inside a `WebPage` (`breadcrumb`, `mainEntity`) that carries it, except the home page's
 * Organization, which its `WebSite` names as publisher.
 */

/** What every builder knows about the page it describes. */
export interface StructuredDataContext {
  /** The site's origin, no trailing slash (`https://www.brightpath.example`). */
  siteUrl: string;
  /** The page's canonical URL in its language. */
  pageUrl: string;
  /** BCP 47 tag of the page's language (`id` for the `/in` prefix). */
  inLanguage: string;
  /** The page's description (SEO field or the one a block gave), when there is one. */
  description?: string;
  /** The page's lead image (its hero's), site-relative or absolute, when it has one. */
  image?: string;
  /** The story's first publication, ISO 8601, when Storyblok gives it. */
  firstPublishedAt?: string | null;
  /** The render's clock, ms since epoch. */
  now: number;
}

/** What a block adds: top-level items, and main entities of the page's `WebPage`. */
export interface BlockItems {
  items?: Thing[];
  mainEntities?: Thing[];
  /** The page is about a person (a trainer): its `WebPage` is a `ProfilePage`. */
  profile?: boolean;
}

/** One `<script type="application/ld+json">` payload. */
export type JsonLd = WithContext<Thing>;

/** An item as a standalone JSON-LD document. */
export function withContext(item: Thing): JsonLd {
  return { "@context": "https://schema.org", ...(item as object) } as JsonLd;
}

/** `url` made absolute against the site (asset paths of the sandbox are site-relative). */
export function absoluteUrl(siteUrl: string, url: string): string {
  return new URL(url, `${siteUrl.replace(/\/+$/, "")}/`).href;
}

/** The `@id` of the site's Organization node. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** A reference to the site's organization where another item names it (provider, organizer, employer). */
export function organizationRef(siteUrl: string): Organization {
  return { "@type": "Organization", "@id": organizationId(siteUrl), name: SITE_NAME, url: `${siteUrl}/` };
}

/** The site's organization: provider of courses, organizer of webinars, seller and brand. */
export function organization(siteUrl: string): Organization {
  return { "@type": "Organization", "@id": organizationId(siteUrl), name: SITE_NAME, url: `${siteUrl}/`, logo: absoluteUrl(siteUrl, "/favicon.svg") };
}

/** The home page's site name (Google "Site names": `WebSite` with `name` and `url`). */
export function webSite(context: StructuredDataContext): WebSite {
  return {
    "@type": "WebSite",
    "@id": `${context.siteUrl}/#website`,
    name: SITE_NAME,
    url: `${context.siteUrl}/`,
    inLanguage: context.inLanguage,
    publisher: { "@id": organizationId(context.siteUrl) },
  };
}

/** One level of a breadcrumb trail: its name and absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/** A breadcrumb trail, first level first; the last one is the page itself. */
export function breadcrumbList(crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The page's own node, holding what has no `inLanguage` of its own; null when it would hold nothing. */
export function webPage(
  context: StructuredDataContext,
  page: { name: string; breadcrumb: BreadcrumbList | null; mainEntities: Thing[]; profile: boolean },
): WebPage | null {
  if (!page.breadcrumb && page.mainEntities.length === 0) return null;
  const mainEntity = page.mainEntities.length === 1 ? page.mainEntities[0] : page.mainEntities;
  return {
    "@type": page.profile ? "ProfilePage" : "WebPage",
    "@id": context.pageUrl,
    url: context.pageUrl,
    name: page.name,
    inLanguage: context.inLanguage,
    ...(context.description ? { description: context.description } : {}),
    ...(page.breadcrumb ? { breadcrumb: page.breadcrumb } : {}),
    ...(page.mainEntities.length > 0 ? { mainEntity } : {}),
  } as WebPage;
}

/** A duration in minutes as ISO 8601 (`PT5H`, `PT35M`, `PT1H30M`); null for none or a negative one. */
export function isoDuration(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return null;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ""}${rest ? `${rest}M` : ""}`;
}

/** An instant as ISO 8601 with an explicit UTC offset and no milliseconds (`2026-03-29T07:00:00+00:00`). */
export function isoInstant(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+00:00");
}
