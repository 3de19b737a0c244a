import { sampleSentry, type SentrySampling } from "~/domain/sentry-sampling";
import { BOUNDARY_ERROR_EVENT } from "./boundary-error";
import { whenIdle } from "./idle";

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

/** A sampled visit starts the SDK once the main thread has gone this long without a long task after load (ms). */
export const SETTLED_QUIET_MS = 3_000;

/** …and at the latest this long after load (ms), should long tasks never stop. */
export const SETTLED_MAX_WAIT_MS = 15_000;

/**
 * Runs `run` once the page has settled: {@link SETTLED_QUIET_MS} after load without a long task
 * (PerformanceObserver `longtask`; browsers without it just wait that long), or
 * {@link SETTLED_MAX_WAIT_MS} after load, whichever comes first; then in idle time.
 */
function whenSettled(run: () => void): void {
  let quiet = 0;
  let observer: PerformanceObserver | null = null;
  const settle = () => {
    window.clearTimeout(quiet);
    window.clearTimeout(latest);
    observer?.disconnect();
    whenIdle(run);
  };
  const latest = window.setTimeout(settle, SETTLED_MAX_WAIT_MS);
  const restart = () => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(settle, SETTLED_QUIET_MS);
  };
  // Browsers without long-task timing (Firefox, Safari): the quiet timer alone decides.
  if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("longtask")) {
    observer = new PerformanceObserver(restart);
    observer.observe({ type: "longtask" });
  }
  restart();
}

/**
 * Starts error reporting without costing the page's loading or its first interactions
 * (issue 15). The SPEC §9 sampling is drawn first (`domain/sentry-sampling.ts`):
 * - a visit sampled for replay or tracing starts the SDK once the page has settled (no long
 *   task for {@link SETTLED_QUIET_MS} after load) in idle time: a replay's first full snapshot
 *   walks and lays out the whole document, one task of 55–150 ms on a desktop CPU, which must
 *   not land while the page is still becoming interactive. The replay so begins a few seconds
 *   into the visit (its first snapshot shows the page as it then is);
 * - any other visit (about 80 %) loads it lazily, as Sentry's own Loader Script does: at the
 *   first error, when the page is hidden, or in idle time {@link UNSAMPLED_LOAD_DELAY_MS} after
 *   load, whichever comes first, so no SDK code runs while the page is loading.
 * Either way an error starts it at once; errors thrown before the SDK arrives are kept and sent.
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
  const afterLoad = sampled ? () => whenSettled(start) : () => window.setTimeout(() => whenIdle(start), UNSAMPLED_LOAD_DELAY_MS);
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
