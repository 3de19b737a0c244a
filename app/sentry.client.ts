import { useLocation, useMatches } from "@remix-run/react";
import * as Sentry from "@sentry/remix";
import { useEffect } from "react";
import { scrub } from "./domain/scrub";

/**
 * Browser error reporting (SPEC §9: traces 0.01, replay sessions 0.1, replay on error 0.1),
 * loaded lazily by entry.client only when a DSN is configured. Replays mask all text and
 * block media; events and breadcrumbs are scrubbed of personal data.
 */
export function initSentry(dsn: string): void {
  Sentry.init({
    dsn,
    tracesSampleRate: 0.01,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 0.1,
    sendDefaultPii: false,
    integrations: [
      Sentry.browserTracingIntegration({ useEffect, useLocation, useMatches }),
      Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true }),
    ],
    beforeSend: (event) => scrub(event),
    beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
  });
}

/** Reports an error shown by an error boundary. */
export function reportBoundaryError(error: unknown): void {
  Sentry.captureRemixErrorBoundaryError(error);
}
