import * as cachePolicy from "~/domain/delivery/cache-policy";
import { EnvError, parseEnv } from "~/env.server";
import { localeCookieEnabled } from "~/services/locale-cookie.server";
import { flushEvents } from "~/services/events.server";
import { baseLogger } from "~/services/logger.server";
import { rejectMalformedPaths } from "./front-door.server";
import { honeycombRoute, requestContext, requestEvent } from "./observability.server";
import { cspNonce, securityHeaders } from "./security.server";
import { refreshSession } from "~/auth/refresh.server";
import { errorHandler, refuseConnect, rejectBadHostHeaders, rejectOtherMethods } from "./errors.server";
import { clearCache, clearSharedCache } from "~/services/cache.server";
import { purgeAllPages } from "~/services/page-cache/store.server";
import { logger } from "~/services/logger.server";
import { pageCacheHits, pageHandler } from "./page-cache.server";
import { forgetLastGoodStories } from "~/services/storyblok.server";
import { resetUpstreamMemory } from "~/services/upstream.server";
import { forgetRedirectRules } from "~/services/redirect-rules.server";
import { applyRedirectRules, localeCookieRedirect, removeTrailingSlash, searchRedirect } from "./redirects.server";

/**
 * Empties the upstream caches, the page cache and the failure memory: the next page is cold
 * (the sandbox's fault switch). The Redis copies, if any, go in the background.
 */
function forgetUpstreams(): void {
  clearCache();
  void Promise.all([purgeAllPages(), clearSharedCache()]).catch((error: unknown) => logger.warn("forget-shared-failed", { error }));
  forgetLastGoodStories();
  resetUpstreamMemory();
  forgetRedirectRules();
}
import { limitRequests } from "./request-limits.server";
import { prepareRateLimits } from "~/services/rate-limit.server";
import { healthDetail } from "./health.server";

/**
 * What `server.ts` takes from the app, handed over through the Remix build (entry.server
 * re-exports it as `serverHooks`): environment checking, the front door's middleware, logging and the
 * event queue's flush. So the app's modules exist once per process — one event queue, one
 * request store — and the flush on shutdown sends what loaders queued.
 */
export const serverHooks = {
  parseEnv,
  EnvError,
  localeCookieEnabled,
  flushEvents,
  logger: baseLogger,
  requestContext,
  requestEvent,
  honeycombRoute,
  rejectBadHostHeaders,
  rejectOtherMethods,
  refuseConnect,
  rejectMalformedPaths,
  errorHandler,
  searchRedirect,
  removeTrailingSlash,
  applyRedirectRules,
  localeCookieRedirect,
  refreshSession,
  cspNonce,
  securityHeaders,
  forgetUpstreams,
  prepareRateLimits,
  limitRequests,
  pageHandler,
  pageCacheHits,
  cachePolicy,
  healthDetail,
};

export type ServerHooks = typeof serverHooks;
