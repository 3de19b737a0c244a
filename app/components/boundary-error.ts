/**
 * The event the root error boundary sends for an error page it shows (5xx): entry.client
 * reports it to Sentry (`observability/sentry-dsn.ts`), so the root's code does not import the reporting
 * module, which then ships inside entry.client instead of a chunk of its own.
 */
export const BOUNDARY_ERROR_EVENT = "brightpath:boundary-error";

/** Announces an error the root error boundary shows (browser only). */
export function announceBoundaryError(error: unknown): void {
  window.dispatchEvent(new CustomEvent(BOUNDARY_ERROR_EVENT, { detail: error }));
}
