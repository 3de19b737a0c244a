import { sampleSentry } from "~/domain/failures/sentry-sampling";
import { BOUNDARY_ERROR_EVENT } from "~/components/boundary-error";
import { whenIdle } from "~/components/idle";

// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- the SDK module is only ever imported dynamically
type SentryModule = typeof import("./sentry.client");

/** The browser's Sentry DSN, from `<meta name="sentry-dsn">` (absent = reporting off). */
export function sentryDsn(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content || null;
}

let sdk: Promise<SentryModule> | null = null;

/**
 * Downloads and starts the SDK once, with this visit's sampling (null without a DSN): the
 * lazy loading Sentry documents for bundled apps, a dynamic `import()` of the client's init.
 */
function loadSentry(): Promise<SentryModule> | null {
  const dsn = sentryDsn();
  if (!dsn) return null;
  sdk ??= import("./sentry.client").then((m) => {
    m.initSentry(dsn, sampleSentry());
    return m;
  });
  return sdk;
}

/**
 * Starts error reporting in idle time after the page has loaded, so the SDK's download and
 * start never compete with the page's own loading and hydration. An error before that starts
 * it at once; such early errors are kept and sent when it runs (from then on the SDK's own
 * handlers see them).
 */
export function startSentryWhenIdle(): void {
  if (!sentryDsn()) return;
  const early: unknown[] = [];
  const onError = (event: ErrorEvent) => keep(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => keep(event.reason);
  const start = () =>
    void loadSentry()?.then((m) => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
      for (const error of early.splice(0)) m.reportError(error);
    });
  const keep = (error: unknown) => {
    early.push(error);
    start();
  };
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  if (document.readyState === "complete") whenIdle(start);
  else window.addEventListener("load", () => whenIdle(start), { once: true });
}

/** Reports a boundary error when reporting is on; loads the SDK chunk only then. */
export function reportBoundaryErrorLazily(error: unknown): void {
  void loadSentry()?.then((m) => m.reportBoundaryError(error));
}

/** Reports the errors the root error boundary announces (`boundary-error.ts`), from now on. */
export function reportBoundaryErrors(): void {
  window.addEventListener(BOUNDARY_ERROR_EVENT, (event) => reportBoundaryErrorLazily((event as CustomEvent<unknown>).detail));
}
