import { sitemapIndexResponse } from "~/pages/sitemap.server";

/**
 * `GET /sitemap.xml`: the sitemap index (sitemaps.org), one sitemap per language
 * (`/sitemap/{lang}.xml`, `routes/sitemap.$file.ts`); see `pages/sitemap.server.ts`.
 */
export function loader() {
  return sitemapIndexResponse();
}

// A post here is a plain 405 with its reason.
export { noActionResponse as action } from "~/http/no-action.server";
