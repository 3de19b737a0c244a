/** The browser's Sentry DSN, from `<meta name="sentry-dsn">` (absent = reporting off). */
export function sentryDsn(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content || null;
}

/** Reports a boundary error when reporting is on; loads the SDK chunk only then. */
export function reportBoundaryErrorLazily(error: unknown): void {
  if (!sentryDsn()) return;
  void import("~/sentry.client").then((m) => m.reportBoundaryError(error));
}
