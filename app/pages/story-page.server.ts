import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { pageSchema, type Layout } from "~/blocks/page";
import { getPageStory, getSettings, type PageStory } from "~/services/content.server";
import { throwNotFound, throwServerError } from "~/services/error-page.server";
import { logger } from "~/services/logger.server";
import { pageRequestContext } from "~/services/request.server";
import type { Language } from "~/i18n/languages";

/** Loader data of every page rendered from a Storyblok story. */
export interface StoryPageData {
  story: PageStory;
  lang: Language;
  preview: boolean;
  layout: Layout;
  seo: { title: string; description?: string };
  /** `{{name}}` variables, sent only in preview so live edits can be re-validated. */
  variables: [string, string][];
}

/**
 * Cache-Control for story pages: anonymous published HTML may sit in a CDN briefly and be
 * served stale while revalidating; preview (draft) HTML is never stored.
 */
export function storyCacheControl(preview: boolean): string {
  return preview ? "private, no-store" : "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";
}

const externalUrl = z.string().url().refine((u) => /^https?:\/\//.test(u), "must be an http(s) URL");

/**
 * Loader shared by every story route (SPEC §2): resolves language and slug from the URL
 * (never from `params`), loads the story (draft for verified editor requests), answers
 * 404 with the error story when there is none, and 500 with the error story when
 * Storyblok fails. `options.slug` renders a fixed story at a code route.
 */
export async function storyPageLoader({ request }: LoaderFunctionArgs, options: { slug?: string } = {}) {
  const context = pageRequestContext(request);
  if (!context.path) return throwNotFound(context);
  const slug = options.slug ?? context.path.slug;
  const request_ = { slug, lang: context.lang, preview: context.preview };
  let story: PageStory | null;
  try {
    story = await getPageStory(request_);
  } catch (error) {
    logger.error("story-page-failed", { slug, error });
    return throwServerError(context);
  }
  if (!story) return throwNotFound(context);
  const page = pageSchema.safeParse(story.content);
  const fields = page.success ? page.data : undefined;
  const pageRedirect = externalUrl.safeParse(fields?.page_redirect);
  if (pageRedirect.success) throw redirect(pageRedirect.data, 302);
  const variables = context.preview
    ? (await getSettings(request_)).variables.map((v): [string, string] => [v.name, v.value])
    : [];
  const payload: StoryPageData = {
    story,
    lang: context.lang,
    preview: context.preview,
    layout: fields?.layout ?? "default",
    seo: { title: fields?.seo_title ?? story.name, description: fields?.seo_description },
    variables,
  };
  return data(payload, { headers: { "Cache-Control": storyCacheControl(context.preview) } });
}
