import { data } from "@remix-run/node";
import { errorStoryFallback, errorStorySlug, NOT_FOUND_MESSAGE, type ErrorPageData, type Resubmit } from "~/domain/failures/error-page";
import type { Language } from "~/i18n/languages";
import { translatorOf } from "~/i18n/strings.server";
import { getPageStory, getPageStorySafe, type PageStory } from "./validated-story.server";
import { logger } from "~/services/logger.server";
import { blockPreloads, errorPagePreloads } from "~/block-kit/preload.server";
import { componentsIn } from "~/block-kit/views";
import { pageStrings } from "~/block-kit/page-strings.server";
import { reportError } from "~/services/error-reporting.server";
import { isDataWithResponseInit } from "~/http/data-with-init";
import { NOT_FOUND_PAGE, NO_STORE } from "~/domain/delivery/cache-policy";

/**
 * The error story of a status: `global/error-{status}`, else the 500 story for a 5xx or the
 * 404 story for a 4xx (docs/product/failures-and-limits.md) — also when Storyblok fails: the fallback then costs
 * no second deadline (the upstream failure memory makes the call fail at once) and may come
 * from its last good copy. `null` when neither loads.
 */
export async function errorStory(statusCode: number, { lang, preview }: { lang: Language; preview: boolean }): Promise<PageStory | null> {
  const slug = errorStorySlug(statusCode);
  try {
    const story = await getPageStory({ slug, lang, preview });
    if (story) return story;
  } catch (error) {
    logger.error("story-failed", { slug, error });
  }
  const fallback = errorStoryFallback(statusCode);
  return fallback ? getPageStorySafe({ slug: fallback, lang, preview }) : null;
}

/**
 * Loads the error story (draft in preview, see {@link errorStory}) for the error page (docs/product/failures-and-limits.md),
 * with the browser files of the error page and of the story's views.
 */
export async function errorPageData(
  statusCode: number,
  { lang, preview }: { lang: Language; preview: boolean },
  message?: string,
  { chrome = false }: { chrome?: boolean } = {},
): Promise<ErrorPageData> {
  const story = await errorStory(statusCode, { lang, preview });
  const components = componentsIn(story?.content);
  const preloads = [...errorPagePreloads(), ...(await blockPreloads(components, lang))];
  return { statusCode, message, story, preloads, strings: pageStrings(lang, components, { chrome }) };
}

/** Throws the 404 error response with its error story: `This page could not be found` (docs/product/failures-and-limits.md). */
export async function throwNotFound(context: { lang: Language; preview: boolean }): Promise<never> {
  throw data(await errorPageData(404, context, NOT_FOUND_MESSAGE), {
    status: 404,
    // HTML embeds a CSP nonce: the browser may keep it a minute, no shared cache (docs/decisions/0014).
    headers: { "Cache-Control": NOT_FOUND_PAGE },
  });
}

/** Throws a 500 error response with its error story, for failures a loader caught. */
export async function throwServerError(context: { lang: Language; preview: boolean }): Promise<never> {
  throw data(await errorPageData(500, context), { status: 500, headers: { "Cache-Control": NO_STORE } });
}

/**
 * Throws 403 with the error story and a message for the editor: the preview asked for release
 * `release`, which Storyblok refuses to the site's preview token (a restricted release needs a
 * release access token; docs/product/preview-and-editors.md). Never stored (previews are not).
 */
export async function throwReleaseRefused(context: { lang: Language; preview: boolean }, release: number): Promise<never> {
  const message = translatorOf(context.lang)("preview.releaseRefused", { release });
  throw data(await errorPageData(403, context, message), { status: 403, headers: { "Cache-Control": NO_STORE } });
}

/** Seconds a visitor is asked to wait when an upstream the page needs is down. */
export const RETRY_AFTER_S = 30;

/**
 * Throws 503 (with `Retry-After`) and the error story: an upstream the page cannot do without
 * (Storyblok) failed and no good copy exists. With `resubmit`, the page carries the
 * visitor's form values back so that nothing typed is lost (docs/decisions/0010).
 */
export async function throwUnavailable(context: { lang: Language; preview: boolean }, resubmit?: Resubmit): Promise<never> {
  // An action's error skips the root loader (the root is the boundary): the page's own strings come along.
  const payload: ErrorPageData = { ...(await errorPageData(503, context, undefined, { chrome: resubmit !== undefined })), ...(resubmit ? { resubmit } : {}) };
  throw data(payload, { status: 503, headers: { "Cache-Control": NO_STORE, "Retry-After": String(RETRY_AFTER_S) } });
}

/**
 * What a page's form post threw, as the error page a visitor can read (docs/product/failures-and-limits.md). An action's
 * error skips the root loader, so the page would show bare string keys (`nav.signIn`,
 * `error.generic`): the answer brings the strings of the header, footer and error page itself.
 * - a refusal `data({ error: reason }, 4xx)` (`readForm`, `runBlockAction`): the error page
 *   with the reason as its message, same status and headers;
 * - an error page (`throwNotFound`…): the same, with the chrome's strings added;
 * - any other error: reported (tagged `route`), then the 500 error page;
 * - Responses (redirects) are returned as they are.
 */
export async function actionErrorPage(thrown: unknown, context: { lang: Language; preview: boolean }, route: string): Promise<unknown> {
  if (thrown instanceof Response) return thrown;
  if (!isDataWithResponseInit(thrown)) {
    reportError(thrown, { route, lang: context.lang });
    return data(await errorPageData(500, context, undefined, { chrome: true }), { status: 500, headers: { "Cache-Control": NO_STORE } });
  }
  const status = thrown.init?.status ?? 200;
  const body = thrown.data as { error?: unknown; story?: unknown; strings?: Record<string, unknown> } | null;
  if (status < 400 || typeof body !== "object" || body === null) return thrown;
  if (typeof body.error === "string") return data(await errorPageData(status, context, body.error, { chrome: true }), thrown.init ?? undefined);
  if ("story" in body) return data({ ...body, strings: { ...pageStrings(context.lang, [], { chrome: true }), ...body.strings } }, thrown.init ?? undefined);
  return thrown;
}
