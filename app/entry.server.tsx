import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import * as Sentry from "@sentry/remix";
import { isbot } from "isbot";
import { NonceProvider } from "./components/nonce";
import { FullContentContext } from "./blocks/full-content";
import { PERSONAL_PAGE } from "./domain/page-cache-policy";
import { LANGUAGES } from "./i18n/languages";
import { loadDateLocales } from "./i18n/date-locales";
import { logger } from "./services/logger.server";
import { loadViews, VIEW_NAMES } from "./blocks/views";
import { loadErrorPage } from "./pages/LazyErrorPage";
import { loadPreviewProblems } from "./pages/StoryPage";
import { streamDocument } from "./server/stream-document.server";

/**
 * Every block view, date locale and lazily loaded page part (error page, preview warnings),
 * loaded once: server rendering is synchronous (blocks/views.ts, components/server-ready-lazy.tsx).
 */
const allViews = Promise.all([loadViews(VIEW_NAMES), loadDateLocales(LANGUAGES), loadErrorPage(), loadPreviewProblems()]);

/** Abort a render that has not finished streaming after this long (ms). */
export const streamTimeout = 5_000;

/**
 * Streams the document. Bots (and the static layout's readers) get the fully rendered page
 * (`onAllReady`); browsers get the shell as soon as it is ready.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  await allViews;
  // Every document embeds this response's nonce: one no route gave a policy is stored nowhere (decision 0014).
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", PERSONAL_PAGE);
  return streamDocument(
    <NonceProvider value={nonce ?? ""}>
      <FullContentContext.Provider value={loadContext.fullContent ?? null}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
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
// Client-side navigations to a page moved by a CMS redirect rule (issue 19; docs/decisions/0018).
export { redirectDataRequest as handleDataRequest } from "./server/redirect-rules.server";
