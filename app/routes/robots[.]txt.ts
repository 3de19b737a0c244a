import { CRAWLER_FILE } from "~/domain/delivery/cache-policy";
import { getEnv } from "~/env.server";

/** `GET /robots.txt`: everything may be crawled except internal endpoints; points to the sitemap index. */
export function loader() {
  const siteUrl = getEnv().SITE_URL.replace(/\/+$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /resources/",
    "Disallow: /api/",
    "Disallow: /switch-language",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CRAWLER_FILE } });
}

// A post here is a plain 405 with its reason.
export { noActionResponse as action } from "~/http/no-action.server";
