import type { LoaderFunctionArgs } from "@remix-run/node";
import { languageOfSitemapFile } from "~/domain/search-and-sharing/sitemap";
import { languageSitemapResponse } from "~/pages/sitemap.server";

/**
 * `GET /sitemap/{lang}.xml` for each of the ten languages: that language's sitemap, named by
 * the index at `/sitemap.xml`; any other file name is a plain 404.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const lang = languageOfSitemapFile(params.file);
  if (!lang) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return languageSitemapResponse(lang);
}

// A post here is a plain 405 with its reason.
export { noActionResponse as action } from "~/http/no-action.server";
