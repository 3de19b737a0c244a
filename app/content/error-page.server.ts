import { data } from "@remix-run/node";
import { errorStorySlug, NOT_FOUND_MESSAGE, type ErrorPageData } from "~/domain/error-page";
import type { Language } from "~/i18n/languages";
import { getPageStorySafe } from "./page-story.server";
import { blockPreloads } from "~/blocks/preload.server";
import { componentsIn } from "~/blocks/views";
import { pageStrings } from "~/i18n/strings.server";

/** Loads `global/error-{status}` (draft in preview) for the error page (SPEC §2). */
export async function errorPageData(
  statusCode: number,
  { lang, preview }: { lang: Language; preview: boolean },
  message?: string,
): Promise<ErrorPageData> {
  const story = await getPageStorySafe({ slug: errorStorySlug(statusCode), lang, preview });
  const components = componentsIn(story?.content);
  return { statusCode, message, story, preloads: await blockPreloads(components, lang), strings: pageStrings(lang, components, { chrome: false }) };
}

/** Throws the 404 error response with its error story: `This page could not be found` (SPEC §8). */
export async function throwNotFound(context: { lang: Language; preview: boolean }): Promise<never> {
  throw data(await errorPageData(404, context, NOT_FOUND_MESSAGE), {
    status: 404,
    headers: { "Cache-Control": "public, max-age=60" },
  });
}

/** Throws a 500 error response with its error story, for failures a loader caught. */
export async function throwServerError(context: { lang: Language; preview: boolean }): Promise<never> {
  throw data(await errorPageData(500, context), { status: 500, headers: { "Cache-Control": "no-store" } });
}
