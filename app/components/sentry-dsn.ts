import { sampleSentry, type SentrySampling } from "~/domain/sentry-sampling";
import { BOUNDARY_ERROR_EVENT } from "./boundary-error";

// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- the SDK module is only ever imported dynamically
type SentryModule = typeof import("~/sentry.client");

/** The browser's Sentry DSN, from `<meta name="sentry-dsn">` (absent = reporting off). */
export function sentryDsn(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content || null;
}

let sdk: Promise<SentryModule> | null = null;
let sampling: SentrySampling | null = null;

/** This visit's SPEC §9 sampling, drawn once. */
function visitSampling(): SentrySampling {
  sampling ??= sampleSentry();
  return sampling;
}

/** Loads and starts the SDK once, with this visit's sampling (null without a DSN). */
function loadSentry(): Promise<SentryModule> | null {
  const dsn = sentryDsn();
  if (!dsn) return null;
  sdk ??= import("~/sentry.client").then((m) => {
    m.initSentry(dsn, visitSampling());
    return m;
  });
  return sdk;
}

/** Without an error, an unsampled visit loads the SDK this long after the page loaded (ms), in idle time. */
export const UNSAMPLED_LOAD_DELAY_MS = 10_000;

/**
 * Starts error reporting without costing the first paint or interaction (issue 15). The SPEC §9
 * sampling is drawn first (`domain/sentry-sampling.ts`):
 * - a visit sampled for replay or tracing loads the SDK once the page has loaded and the main
 *   thread is idle (a replay must record from the start; tracing after the page is interactive);
 * - any other visit (about 80 %) loads it lazily, as Sentry's own Loader Script does: at the
 *   first error, when the page is hidden, or in idle time {@link UNSAMPLED_LOAD_DELAY_MS} after
 *   load, whichever comes first, so no SDK code runs while the page is loading.
 * Errors thrown before the SDK arrives are kept and sent once it has started.
 */
export function startSentryWhenIdle(): void {
  if (!sentryDsn()) return;
  const { traces, replay } = visitSampling();
  const early: unknown[] = [];
  const start = () =>
    void loadSentry()?.then((m) => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
      document.removeEventListener("visibilitychange", onHidden);
      for (const error of early.splice(0)) m.reportError(error);
    });
  const keep = (error: unknown) => {
    early.push(error);
    start();
  };
  const onError = (event: ErrorEvent) => keep(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => keep(event.reason);
  const onHidden = () => {
    if (document.visibilityState === "hidden") start();
  };
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  const sampled = traces || replay !== null;
  if (!sampled) document.addEventListener("visibilitychange", onHidden);
  const idle = (run: () => void, timeout: number) => ("requestIdleCallback" in window ? window.requestIdleCallback(run, { timeout }) : setTimeout(run, 1_000));
  const afterLoad = sampled ? () => idle(start, 5_000) : () => setTimeout(() => idle(start, 5_000), UNSAMPLED_LOAD_DELAY_MS);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

/** Reports a boundary error when reporting is on; loads the SDK chunk only then. */
export function reportBoundaryErrorLazily(error: unknown): void {
  void loadSentry()?.then((m) => m.reportBoundaryError(error));
}

/** Reports the errors the root error boundary announces (`boundary-error.ts`), from now on. */
export function reportBoundaryErrors(): void {
  window.addEventListener(BOUNDARY_ERROR_EVENT, (event) => reportBoundaryErrorLazily((event as CustomEvent<unknown>).detail));
}
