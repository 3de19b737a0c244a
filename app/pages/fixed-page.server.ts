import type { Params } from "@remix-run/react";
import { anonymousPage, PERSONAL_PAGE } from "~/domain/delivery/cache-policy";
import { getEnv } from "~/env.server";
import { isLanguage } from "~/i18n/languages";
import { translatorOf } from "~/i18n/strings.server";
import { throwNotFound } from "~/content/error-page.server";
import { pageRequestContext } from "~/services/request.server";

/**
 * Guard for fixed code pages under an optional `($lang)` segment: a first segment that is
 * not one of the ten languages makes the path content, not this page, and no story can
 * live under a fixed page's name, so it is a 404 (with the error story).
 * @returns the page's language, preview state and its language's translator (`translatorOf`, the one its view uses).
 */
export async function fixedPageContext(request: Request, params: Params) {
  const context = pageRequestContext(request);
  if (params.lang !== undefined && !isLanguage(params.lang)) await throwNotFound(context);
  return { lang: context.lang, preview: context.preview, t: translatorOf(context.lang) };
}

/**
 * Headers of a fixed page: shared by the page cache and CDNs when it is the same for every
 * visitor, stored nowhere when it shows the visitor's own data (docs/decisions/0026).
 */
export function fixedPageHeaders(personal: boolean): { "Cache-Control": string } {
  return { "Cache-Control": personal ? PERSONAL_PAGE : anonymousPage(getEnv().CDN_MAX_AGE_S) };
}
