import { sampleSentry } from "~/domain/sentry-sampling";
import { BOUNDARY_ERROR_EVENT } from "./boundary-error";

// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- the SDK module is only ever imported dynamically
type SentryModule = typeof import("~/sentry.client");

/** The browser's Sentry DSN, from `<meta name="sentry-dsn">` (absent = reporting off). */
export function sentryDsn(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content || null;
}

let sdk: Promise<SentryModule> | null = null;

/** Loads and starts the SDK once (no-op promise resolving null without a DSN). */
function loadSentry(): Promise<SentryModule> | null {
  const dsn = sentryDsn();
  if (!dsn) return null;
  sdk ??= import("~/sentry.client").then((m) => {
    m.initSentry(dsn, sampleSentry());
    return m;
  });
  return sdk;
}

/**
 * Starts error reporting without costing the first paint or interaction (issue 15): errors
 * thrown before the SDK arrives are kept, then the SDK core is downloaded once the page has
 * loaded and the main thread is idle, and the kept errors are sent.
 */
export function startSentryWhenIdle(): void {
  if (!sentryDsn()) return;
  const early: unknown[] = [];
  const onError = (event: ErrorEvent) => early.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  const start = () =>
    void loadSentry()?.then((m) => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
      for (const error of early.splice(0)) m.reportError(error);
    });
  const whenIdle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(start, { timeout: 5_000 }) : setTimeout(start, 1_000));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/** Reports a boundary error when reporting is on; loads the SDK chunk only then. */
export function reportBoundaryErrorLazily(error: unknown): void {
  void loadSentry()?.then((m) => m.reportBoundaryError(error));
}

/** Reports the errors the root error boundary announces (`boundary-error.ts`), from now on. */
export function reportBoundaryErrors(): void {
  window.addEventListener(BOUNDARY_ERROR_EVENT, (event) => reportBoundaryErrorLazily((event as CustomEvent<unknown>).detail));
}
