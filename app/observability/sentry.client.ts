import * as Sentry from "@sentry/remix";
import { scrub } from "~/domain/failures/scrub";
import type { SentrySampling } from "~/domain/failures/sentry-sampling";
import { whenIdle } from "~/components/idle";

/**
 * Browser error reporting, loaded by `sentry-dsn.ts` (in idle time after load, or
 * at the first error) and only when a DSN is configured. This chunk holds the SDK core
 * (errors); replay and tracing are separate chunks downloaded only for visits sampled for them
 * (rates of docs/product/analytics-and-consent.md, drawn in `domain/failures/sentry-sampling.ts`). Replays mask all text and block media;
 * events and breadcrumbs are scrubbed of personal data.
 */
export function initSentry(dsn: string, sampling: SentrySampling): void {
  Sentry.init({
    dsn,
    // The visit was already sampled: a sampled visit sends everything, the others nothing.
    tracesSampleRate: sampling.traces ? 1 : 0,
    replaysSessionSampleRate: sampling.replay === "session" ? 1 : 0,
    replaysOnErrorSampleRate: sampling.replay === "error" ? 1 : 0,
    sendDefaultPii: false,
    beforeSend: (event) => scrub(event),
    beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
  });
  // Each its own idle task: evaluating the replay chunk and the replay's first full snapshot
  // (adding the integration starts the recording) would otherwise run as one long task.
  if (sampling.replay) void import("./sentry-replay.client").then((m) => whenIdle(() => Sentry.addIntegration(m.replay())));
  if (sampling.traces) void import("./sentry-tracing.client").then((m) => whenIdle(() => Sentry.addIntegration(m.tracing())));
}

/** Reports an error caught before or outside React (window `error` / `unhandledrejection`). */
export function reportError(error: unknown): void {
  Sentry.captureException(error);
}

/** Reports an error shown by an error boundary. */
export function reportBoundaryError(error: unknown): void {
  Sentry.captureRemixErrorBoundaryError(error);
}
