import type { RequestHandler } from "express";
import { isPagePath } from "~/domain/locale-path";
import { refreshSessionIfStale } from "~/auth/refresh.server";
import { logger } from "~/services/logger.server";

/**
 * Runs the 110-minute token refresh (app/auth/refresh.server.ts) at the edge, so every
 * loader of the request sees the fresh session: the request's Cookie header is rewritten
 * and the renewed (or ended) cookie is set on the response. Whatever happens, the page is
 * served (SPEC §8: a session refresh failure is logged only; issue 16).
 */
export const refreshSession: RequestHandler = async (req, res, next) => {
  if (!req.headers.cookie?.includes("__session=") || !isPagePath(req.path)) return next();
  try {
    const outcome = await refreshSessionIfStale(req.headers.cookie);
    if (outcome.kind === "refreshed" || outcome.kind === "ended") {
      req.headers.cookie = outcome.cookieHeader;
      res.append("Set-Cookie", outcome.setCookie);
    }
  } catch (error) {
    logger.error("session-refresh-error", { error });
  }
  next();
};
