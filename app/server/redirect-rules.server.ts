import type { RequestHandler } from "express";
import { redirectLocation, requestKey, type RedirectTable } from "~/domain/redirect-rules";
import { redirectTable } from "~/services/redirect-rules.server";

/**
 * Edge middleware: the CMS redirect rules of `global/redirects` (issue 19 point 2,
 * docs/decisions/0016), before any rendering. GET and HEAD only; one Map lookup per request;
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
    res.set("Cache-Control", entry.status === 301 ? "public, max-age=300" : "no-store");
    res.redirect(entry.status, redirectLocation(entry, search));
  };
  const table = redirectTable();
  if (table instanceof Promise) table.then(apply, next);
  else apply(table);
};
