import type { RequestHandler } from "express";
import { trailingSlashRedirect } from "~/domain/locale-path";
import { isPagePath, localeRedirect } from "~/domain/locale-redirect";
import { SEARCH_REDIRECT_STATUS, searchRedirectTarget } from "~/domain/search-redirect";
import { readLocaleCookie } from "~/i18n/locale-cookie.server";
import { NO_STORE, PERSONAL_PAGE } from "~/domain/cache-policy";

/** Edge rules: redirects decided from the URL and headers alone, before any rendering. */

const searchOf = (originalUrl: string) => {
  const index = originalUrl.indexOf("?");
  return index >= 0 ? originalUrl.slice(index) : "";
};

/**
 * 400 for paths with malformed percent-encoding, 404 for paths with a backslash (plain or
 * `%5C`) or a `.`/`..` segment: none can name a page, and a backslash path must never reach a
 * redirect, where browsers would read `/\\host` as another host (issue 16).
 */
export const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    res.status(400).type("text/plain").send("Bad request: the address contains invalid percent-encoding.");
    return;
  }
  const notFound = unnamablePath(decoded);
  if (notFound) {
    res.status(404).type("text/plain").set("Cache-Control", NO_STORE).send(notFound);
    return;
  }
  next();
};

/**
 * Why a decoded path can name no page (the 404's text), or null: a backslash, or a `.` or `..`
 * segment (browsers resolve those before they send an address; raw ones looped between the
 * trailing-slash redirect and the static files' directory redirect, `/.` → `/./` → `/.`).
 */
export function unnamablePath(decoded: string): string | null {
  if (decoded.includes("\\")) return "Not found: an address with a backslash names no page.";
  if (decoded.split("/").some((segment) => segment === "." || segment === "..")) return "Not found: an address with . or .. segments names no page.";
  return null;
}

/**
 * The URL of a request target (a path and query) on `origin`: appended, not resolved, so a
 * target starting with `//` stays a path instead of naming another host.
 */
export function targetUrl(target: string, origin = "http://localhost"): URL {
  return new URL(`${origin}${target}`);
}

/** SPEC §7: Google-referred visits without utm_source get a 301 to the main host, tagged. */
export function searchRedirect(siteUrl: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = targetUrl(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    const target = searchRedirectTarget(url, req.get("referer"), siteUrl);
    if (target) return res.redirect(SEARCH_REDIRECT_STATUS, target);
    next();
  };
}

/** SPEC §2: a trailing slash is removed with a 301, query kept, except on the root. */
export const removeTrailingSlash: RequestHandler = (req, res, next) => {
  const target = trailingSlashRedirect(req.path, searchOf(req.originalUrl));
  if (target && (req.method === "GET" || req.method === "HEAD")) return res.redirect(301, target);
  next();
};

/**
 * SPEC §2, §9: with a locale cookie configured, unprefixed page visits of a visitor whose
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
