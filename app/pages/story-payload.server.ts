import { data, type AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import type { SessionData } from "~/auth/session.server";
import type { schema as pageSchema } from "~/blocks/page/schema";
import { blockLoaders } from "~/block-kit/servers.server";
import { blockPreloads, type ModulePreload } from "~/block-kit/preload.server";
import { blockSeo, hasPersonalBlocks } from "~/block-kit/run.server";
import { emptyFullContent, stubStaticBloks, withFullContent } from "~/block-kit/static-bloks.server";
import { imageHintLinks, imageHintsOf } from "~/block-kit/image-hints.server";
import type { DocumentHead } from "./document-head";
import { withDocumentHead } from "./document-head.server";
import type { PageStory, Settings } from "~/content/validated-story.server";
import { anonymousPage, PERSONAL_PAGE } from "~/domain/delivery/cache-policy";
import type { Layout } from "~/domain/routing/layout";
import type { SocialCard } from "~/domain/search-and-sharing/social-tags";
import { getEnv } from "~/env.server";
import type { Language } from "~/i18n/languages";
import { pageStrings } from "~/block-kit/page-strings.server";
import type { Strings } from "~/i18n/translate";
import type { attendeeOfRequest } from "~/services/attendee-cookie.server";
import type { PageRequestContext } from "~/services/request.server";
import type { PageCardInput } from "./social-card.server";
import { storyStructuredData, type StructuredDataReads } from "./structured-data.server";

/** Loader data of every page rendered from a Storyblok story. */
export interface StoryPageData {
  /** The story, static bloks replaced by stubs on a first visit. */
  story: PageStory;
  lang: Language;
  preview: boolean;
  /** In a preview of a Storyblok release, its id (the preview panel names it); absent otherwise. */
  release?: number;
  layout: Layout;
  /** Title and description; `noindex` keeps the page out of search (the `noindex` field). */
  seo: { title: string; description?: string; noindex: boolean };
  /** What link previews show (Open Graph, Twitter): `domain/search-and-sharing/social-card.ts`. */
  social: SocialCard;
  /** `{{name}}` variables, sent only in preview so live edits can be re-validated. */
  variables: [string, string][];
  /** Results of block server loaders, keyed by blok `_uid`. */
  blockData: Record<string, unknown>;
  /**
   * In preview only (else empty): the components with server loaders, whose data the visual
   * editor reloads live when their fields change (`/resources/preview-block-data`).
   */
  liveDataBlocks: string[];
  /** Browser files of the views of this story's bloks, for a client navigation (a document's head preloads them instead). */
  preloads: ModulePreload[];
  /** Interface strings this story's block views use, beyond the root's (`i18n/strings.server.ts`). */
  strings: Strings;
}

/**
 * Cache-Control for story pages (docs/decisions/0026): anonymous published pages may be kept by
 * the origin's page cache and by CDNs (`CDN_MAX_AGE_S`); personal pages and previews are stored
 * nowhere. `.data` requests start from the same header (entry.server keeps them out of CDNs).
 */
export function storyCacheControl(personal: boolean): string {
  return personal ? PERSONAL_PAGE : anonymousPage(getEnv().CDN_MAX_AGE_S);
}

/** A story page's request once its path is known: the story's slug, and whether a template renders it. */
export interface StoryPageRequest extends PageRequestContext {
  path: NonNullable<PageRequestContext["path"]>;
  slug: string;
  template: boolean;
}

/** What the earlier steps of the loader hand to {@link shapeStoryPayload}. */
export interface StoryPayloadInput {
  page: StoryPageRequest;
  loadContext: AppLoadContext | undefined;
  story: PageStory;
  /** The story's page fields (title, SEO, layout …); undefined when they fail the page schema. */
  fields: z.output<typeof pageSchema> | undefined;
  session: SessionData | null;
  /** The results of the block loaders, keyed by blok `_uid`. */
  blockData: Record<string, unknown>;
  /** The components on the page (their views are loaded). */
  components: Set<string>;
  /** The settings in the page's language, read in preview only (its variables are sent). */
  settings: Settings | null;
  /** The webinar attendee the request names (`?a=` or their cookie), and the cookie to set. */
  attendee: Awaited<ReturnType<typeof attendeeOfRequest>>;
  /** Reads started with the story: the link preview card and the JSON-LD. */
  socialCardOf: (page: PageCardInput) => Promise<SocialCard>;
  structuredReads: StructuredDataReads;
}

/**
 * The last step of the story loader: the loader data ({@link StoryPageData}) and its headers.
 * A document sends static bloks as stubs and renders them in full (docs/decisions/0019); client
 * navigations and the visual editor get everything. A page is personal (stored nowhere) in
 * preview, for a member, for a webinar attendee, or when a block on it is personal.
 */
export async function shapeStoryPayload(input: StoryPayloadInput) {
  const { page, loadContext, story, fields, blockData, components } = input;
  const full = loadContext?.document && !page.preview ? emptyFullContent() : null;
  const sent = full ? stubStaticBloks(story.content, blockData, full, "p") : null;
  const preloads = await blockPreloads(sent ? sent.components : components, page.lang);
  const strings = pageStrings(page.lang, components, { chrome: false });
  // Static views render on the server alone: the browser gets the strings of the views it hydrates.
  if (full) full.strings = strings;
  const seo = fields?.seo_title
    ? { title: fields.seo_title, description: fields.seo_description }
    : (blockSeo(story.content, blockData, blockLoaders) ?? { title: story.name, description: fields?.seo_description });
  const payload: StoryPageData = {
    story: sent ? { ...story, content: sent.content } : story,
    lang: page.lang,
    preview: page.preview,
    ...(page.release ? { release: page.release } : {}),
    layout: fields?.layout ?? "default",
    seo: { ...seo, noindex: fields?.noindex ?? false },
    social: await input.socialCardOf({ content: story.content, fields, seo }),
    variables: (input.settings?.variables ?? []).map((v): [string, string] => [v.name, v.value]),
    blockData: sent ? sent.blockData : blockData,
    liveDataBlocks: page.preview ? Object.keys(blockLoaders) : [],
    preloads: loadContext?.document ? [] : preloads,
    strings: sent ? pageStrings(page.lang, sent.components, { chrome: false }) : strings,
  };
  const { slug, lang, template } = page;
  // The page's module preloads, JSON-LD and image hints go to its document's head alone (pages/document-head.tsx).
  const head: DocumentHead | null = loadContext?.document
    ? {
        preloads,
        structuredData: await storyStructuredData(
          { story, slug, lang, path: page.path.path, title: payload.seo.title, description: payload.seo.description, template, blockData },
          input.structuredReads,
        ),
        links: imageHintLinks(imageHintsOf(story.content, page.url.origin)),
      }
    : null;
  const personal = page.preview || input.session !== null || input.attendee.attendee !== null || hasPersonalBlocks(story.content, blockLoaders);
  const headers = new Headers({ "Cache-Control": storyCacheControl(personal) });
  if (input.attendee.setCookie) headers.append("Set-Cookie", input.attendee.setCookie);
  return data(withDocumentHead(withFullContent(payload, full), head), { headers });
}
