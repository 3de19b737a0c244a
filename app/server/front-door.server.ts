import type { RequestHandler } from "express";
import { NO_STORE } from "~/domain/delivery/cache-policy";

/**
 * The front door is the origin's own Express middleware, before any page renders (the edge is the
 * CDN in front of the origin; docs/architecture.md, "The life of a request"). This module holds
 * its path rules: paths no page can have, refused before any rendering (its redirects are in
 * `./redirects.server.ts`, its limits in `./request-limits.server.ts`).
 */

/**
 * 400 for paths with malformed percent-encoding, 404 for paths with a backslash (plain or
 * `%5C`) or a `.`/`..` segment: none can name a page, and a backslash path must never reach a
 * redirect, where browsers would read `/\\host` as another host.
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
