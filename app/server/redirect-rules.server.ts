import { redirect } from "@remix-run/node";
import type { RequestHandler } from "express";
import { redirectLocation, requestKey, type RedirectTable } from "~/domain/redirect-rules";
import { redirectTable } from "~/services/redirect-rules.server";
import { startPageReads } from "~/pages/story-route.server";
import { NO_STORE, PERMANENT_REDIRECT_RULE } from "~/domain/cache-policy";

/**
 * Edge middleware: the CMS redirect rules of `global/redirects` (issue 19 point 2,
 * docs/decisions/0018), before any rendering. GET and HEAD only; one Map lookup per request;
 * the query string is kept. Requests from the visual editor (`_storyblok` in the query) are
 * not redirected, so an editor can still open a moved page's story. A 301 may be kept by
 * browsers for 5 minutes (so a changed rule is not stuck in browsers for ever); a 302 is not kept.
 */
export const applyRedirectRules: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const apply = (table: RedirectTable) => {
    if (table.entries.size === 0) return next();
    const entry = table.entries.get(requestKey(req.path));
    if (!entry) return next();
    const queryAt = req.originalUrl.indexOf("?");
    const search = queryAt >= 0 ? req.originalUrl.slice(queryAt) : "";
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
 * Remix's `handleDataRequest` (entry.server): a client-side navigation to a moved page asks for
 * `/old.data?_routes=…` (single fetch), which the edge does not redirect (a raw 301 there would
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
