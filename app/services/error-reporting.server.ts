import * as Sentry from "@sentry/remix";
import { logger } from "./logger.server";

/**
 * Reports an error the code caught and handled (so Remix's handleError never sees it) to
 * error reporting, tagged with where it happened, and logs it. No-op for Sentry without a DSN.
 */
export function reportError(error: unknown, context: { route: string } & Record<string, string | number | undefined>): void {
  logger.error("error-reported", { ...context, error });
  Sentry.withScope((scope) => {
    for (const [key, value] of Object.entries(context)) if (value !== undefined) scope.setTag(key, String(value));
    Sentry.captureException(error);
  });
}
