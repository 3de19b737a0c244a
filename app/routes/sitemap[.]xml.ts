import type { LoaderFunctionArgs } from "@remix-run/node";
import { SitemapStream, streamToPromise } from "sitemap";
import { getEnv } from "~/env.server";
import { LANGUAGES, bcp47Of } from "~/i18n/languages";
import { localizePath } from "~/domain/locale-path";
import { getPageSlugs } from "~/services/storyblok.server";
import { PAGE_CONTENT_TYPES } from "~/content/content-type";
import { logger } from "~/services/logger.server";

/** Stories that are parts of pages, not pages: never listed. */
const NON_PAGE_PREFIXES = ["global/", "templates/"];

/**
 * `GET /sitemap.xml` (issue: SEO for languages): every published story the site renders as a
 * page (content types in `PAGE_CONTENT_TYPES`; others answer 404, issue 18 point 4), in every
 * language, each entry with its hreflang alternates. From Storyblok's stories API; cached for a day.
 */
export async function loader(_args: LoaderFunctionArgs) {
  const siteUrl = getEnv().SITE_URL.replace(/\/+$/, "");
  let slugs;
  try {
    slugs = await getPageSlugs(PAGE_CONTENT_TYPES);
  } catch (error) {
    logger.error("sitemap-failed", { error });
    return new Response("Sitemap temporarily unavailable", { status: 503, headers: { "Retry-After": "300" } });
  }
  const pages = slugs
    .filter((slug) => !NON_PAGE_PREFIXES.some((p) => slug.startsWith(p)))
    .map((slug) => (slug === "home" ? "/" : `/${slug.replace(/\/+$/, "")}`))
    .sort();
  const stream = new SitemapStream({ hostname: siteUrl, xmlns: { news: false, video: false, image: false, xhtml: true } });
  for (const path of pages) {
    const alternates = LANGUAGES.map((lang) => ({ lang: bcp47Of(lang), url: siteUrl + localizePath(lang, path) }));
    for (const lang of LANGUAGES) {
      stream.write({ url: localizePath(lang, path), links: [...alternates, { lang: "x-default", url: siteUrl + localizePath("en", path) }] });
    }
  }
  stream.end();
  const xml = (await streamToPromise(stream)).toString();
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}

// A post here is a plain 405 with its reason.
export { noActionAnswer as action } from "~/server/errors.server";
