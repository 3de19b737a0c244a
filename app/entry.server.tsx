import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import * as Sentry from "@sentry/remix";
import { isbot } from "isbot";
import { NonceProvider } from "./components/nonce";
import { FullContentContext } from "./block-kit/full-content";
import { fullContentOfRoutes } from "./block-kit/static-bloks.server";
import { DocumentHeadContext } from "./pages/document-head";
import { documentHeadOfRoutes } from "./pages/document-head.server";
import { sharedHeaders } from "./services/page-cache/keys.server";
import { ANONYMOUS_DATA, isShared, PERSONAL_PAGE } from "./domain/delivery/cache-policy";
import { LANGUAGES } from "./i18n/languages";
import { loadDateLocales } from "./i18n/date-locales";
import { logger } from "./services/logger.server";
import { loadViews, VIEW_NAMES } from "./block-kit/views";
import { loadMemberMenu } from "./components/AccountMenu";
import { streamDocument } from "./server/stream-document.server";
import { noActionResponse } from "./http/no-action.server";
import { redirectDataRequest } from "./server/redirects.server";

/**
 * Every block view, date locale and the member's menu, loaded once: their registries are read
 * synchronously while rendering (block-kit/views.ts, components/AccountMenu.tsx).
 */
const allViews = Promise.all([loadViews(VIEW_NAMES), loadDateLocales(LANGUAGES), loadMemberMenu()]);

/** Abort a render that has not finished streaming after this long (ms). */
export const streamTimeout = 5_000;

/**
 * Streams the document. What it needs to know it reads from the routes: their headers (the page's
 * cache policy) and their data (the full content behind static bloks' stubs,
 * `fullContentOfRoutes`, and what only the document's head shows, `documentHeadOfRoutes`). A render the page cache asked for (`loadContext.shared`) whose headers
 * make it the same for every visitor (`sharedHeaders`) carries no nonce: the page cache allows its
 * scripts by hash (app/server/page-cache.server.ts). Such pages (stored whole) and bots get the
 * fully rendered page (`onAllReady`); other browsers get the shell as soon as it is ready.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (postedWithoutAction(request, responseStatusCode, remixContext)) return noActionResponse();
  const waitForAll = loadContext.shared === true || isbot(request.headers.get("user-agent") ?? "");
  await allViews;
  // A document rendered for one request embeds its nonce: no cache may keep it, whatever its route
  // said; one no route gave a policy is stored nowhere either (docs/decisions/0026).
  const policy = responseHeaders.get("Cache-Control");
  if (!policy || (!loadContext.shared && isShared(policy))) responseHeaders.set("Cache-Control", PERSONAL_PAGE);
  const nonce = loadContext.shared && sharedHeaders(responseHeaders) ? undefined : loadContext.cspNonce || undefined;
  return streamDocument(
    <NonceProvider value={nonce ?? ""}>
      <FullContentContext.Provider value={fullContentOfRoutes(remixContext.staticHandlerContext.loaderData)}>
        <DocumentHeadContext.Provider value={documentHeadOfRoutes(remixContext.staticHandlerContext.loaderData)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </DocumentHeadContext.Provider>
      </FullContentContext.Provider>
    </NonceProvider>,
    {
      status: responseStatusCode,
      headers: responseHeaders,
      nonce,
      waitForAll,
      deadlineMs: streamTimeout + 1_000,
      onLateError: (error) => logger.error("render-failed", { url: request.url, error }),
    },
  );
}

/**
 * Errors of loaders, actions and renders that nothing caught: logged with the path and
 * reported to Sentry with the route (sentryHandleError skips Remix's own 404 responses).
 */
export const handleError = Sentry.wrapHandleErrorWithSentry((error: unknown, { request }: { request: unknown }) => {
  if (!(request instanceof Request) || request.signal.aborted) return;
  logger.error("request-failed", { path: new URL(request.url).pathname, error });
});
export { serverHooks } from "./server/hooks.server";
/** A POST (or other write) whose target route has no action: Remix's own 405 error (`internal`). */
function postedWithoutAction(request: Request, status: number, { staticHandlerContext }: EntryContext): boolean {
  if (status !== 405 || request.method === "GET" || request.method === "HEAD") return false;
  return Object.values(staticHandlerContext.errors ?? {}).some(
    (error) => isRouteErrorResponse(error) && error.status === 405 && (error as { internal?: boolean }).internal === true,
  );
}

/**
 * Data requests (`.data`): a write to a route without an action gets {@link noActionResponse}, not
 * Remix's 405 naming the route (our own 405s carry `Allow`); client-side navigations to a page
 * moved by a CMS redirect rule get the rule's redirect (docs/decisions/0018).
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, args) => {
  const { method } = args.request;
  if (response.status === 405 && method !== "GET" && method !== "HEAD" && !response.headers.has("Allow")) {
    await response.body?.cancel();
    return noActionResponse();
  }
  if (isShared(response.headers.get("Cache-Control"))) response.headers.set("Cache-Control", ANONYMOUS_DATA);
  return redirectDataRequest(response, args);
};
