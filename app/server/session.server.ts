import type { RequestHandler } from "express";
import { refreshSessionIfStale } from "~/auth/refresh.server";
import { isPagePath } from "~/domain/locale-redirect";

/**
 * Runs the 110-minute token refresh (app/auth/refresh.server.ts) at the edge, so every
 * loader of the request sees the fresh session: the request's Cookie header is rewritten
 * and the renewed cookie is set on the response.
 */
export const refreshSession: RequestHandler = async (req, res, next) => {
  if (!req.headers.cookie?.includes("__session=") || !isPagePath(req.path)) return next();
  try {
    const outcome = await refreshSessionIfStale(new Request(`http://localhost${req.originalUrl}`, { headers: { cookie: req.headers.cookie } }));
    if (outcome.kind !== "none") req.headers.cookie = outcome.cookieHeader;
    if (outcome.kind === "refreshed") res.append("Set-Cookie", outcome.setCookie);
  } catch (error) {
    return next(error);
  }
  next();
};
