import { redirect } from "@remix-run/node";
import type { RequestHandler } from "express";
import { NO_STORE, PERMANENT_REDIRECT_RULE, PERSONAL_PAGE } from "~/domain/delivery/cache-policy";
import { isPagePath } from "~/domain/routing/locale-path";
import { localeRedirect, redirectLocation, requestKey, SEARCH_REDIRECT_STATUS, searchRedirectTarget, trailingSlashRedirect } from "~/domain/routing/redirects";
import type { RedirectTable } from "~/domain/routing/redirect-rules";
import { readLocaleCookie } from "~/services/locale-cookie.server";
import { redirectTable } from "~/services/redirect-rules.server";
import { startPageReads } from "~/pages/story-route.server";
import { targetUrl } from "./front-door.server";

/**
 * The redirects of the front door, as Express middleware (server.ts mounts them in this order, before
 * any rendering): a visit referred by Google, a trailing slash, the marketers' redirect rules,
 * a locale cookie naming another language. The decisions are `~/domain/routing/redirects`; GET and
 * HEAD only. Also the redirect rules of client navigations ({@link redirectDataRequest}).
 */

const searchOf = (originalUrl: string) => {
  const index = originalUrl.indexOf("?");
  return index >= 0 ? originalUrl.slice(index) : "";
};

/** Google-referred visits without utm_source get a 301 to the main host, tagged (docs/product/page-directives-and-redirects.md). */
export function searchRedirect(siteUrl: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = targetUrl(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    const target = searchRedirectTarget(url, req.get("referer"), siteUrl);
    if (target) return res.redirect(SEARCH_REDIRECT_STATUS, target);
    next();
  };
}

/** A trailing slash is removed with a 301, query kept, except on the root. */
export const removeTrailingSlash: RequestHandler = (req, res, next) => {
  const target = trailingSlashRedirect(req.path, searchOf(req.originalUrl));
  if (target && (req.method === "GET" || req.method === "HEAD")) return res.redirect(301, target);
  next();
};

/**
 * The marketers' redirect rules of `global/redirects` (docs/decisions/0018): one Map lookup per
 * request; the query string is kept. Requests from the visual editor (`_storyblok` in the query)
 * are not redirected, so an editor can still open a moved page's story. A 301 is kept five
 * minutes ({@link PERMANENT_REDIRECT_RULE}); a 302 is not kept.
 */
export const applyRedirectRules: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const apply = (table: RedirectTable) => {
    if (table.entries.size === 0) return next();
    const entry = table.entries.get(requestKey(req.path));
    if (!entry) return next();
    const search = searchOf(req.originalUrl);
    if (search.includes("_storyblok")) return next();
    res.set("Cache-Control", entry.status === 301 ? PERMANENT_REDIRECT_RULE : NO_STORE);
    res.redirect(entry.status, redirectLocation(entry, search));
  };
  const table = redirectTable();
  if (table instanceof Promise) {
    // Not yet loaded (a cold server): what the page needs travels together with the rules.
    if (!req.originalUrl.includes("_storyblok")) startPageReads(req.path, req.headers.cookie);
    table.then(apply, next);
  } else apply(table);
};

/**
 * With a locale cookie configured, unprefixed page visits of a visitor whose
 * cookie names another language get a 302 to the localised path; such responses vary by cookie.
 */
export const localeCookieRedirect: RequestHandler = async (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || !isPagePath(req.path)) return next();
  res.vary("Cookie");
  try {
    const target = localeRedirect(req.path, searchOf(req.originalUrl), await readLocaleCookie(req.headers.cookie ?? null));
    if (target) {
      res.set("Cache-Control", PERSONAL_PAGE);
      return res.redirect(302, target);
    }
  } catch (error) {
    return next(error);
  }
  next();
};

/**
 * Remix's `handleDataRequest` (entry.server): a client-side navigation to a moved page asks for
 * `/old.data?_routes=…` (single fetch), which the front door does not redirect (a raw 301 there would
 * hand the browser a page instead of data). Here the rule's redirect is returned after the
 * loaders and Remix encodes it for its client, which then navigates to the target (another
 * site by a full page load). `_routes` is Remix's own parameter, not the visitor's: dropped.
 */
export async function redirectDataRequest(response: Response, { request }: { request: Request }): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return response;
  const url = new URL(request.url);
  if (!url.pathname.endsWith(".data") || url.search.includes("_storyblok")) return response;
  const table = await redirectTable();
  if (table.entries.size === 0) return response;
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
  const entry = table.entries.get(requestKey(pathname));
  if (!entry) return response;
  url.searchParams.delete("_routes");
  return redirect(redirectLocation(entry, url.search), entry.status);
}
