import { lazy, Suspense } from "react";
import { useTranslation } from "~/i18n/react";
import type { ErrorPageProps } from "./ErrorPage";

/** Shown when the error page's code cannot load (offline): the status and `Something went wrong...`. */
function ErrorPageUnavailable({ statusCode }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <div data-error-status={statusCode} className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">{statusCode}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t("error.generic")}</h1>
    </div>
  );
}

/**
 * The error page's code, a chunk of its own: a page without an error never downloads the error
 * page, its resubmit form or its payload check. Error responses name the chunk in their
 * `preloads`, so an error document downloads it with the page. A chunk that cannot load (offline)
 * shows {@link ErrorPageUnavailable}.
 */
const ErrorPageView = lazy(() =>
  import("./ErrorPage").then(
    (module) => ({ default: module.ErrorPage }),
    () => ({ default: ErrorPageUnavailable }),
  ),
);

/**
 * The root error boundary's page, its code loaded lazily: rendered in full by the server, kept
 * as the server rendered it while hydration waits for the chunk (React hydrates the boundary
 * once it can), and a loading line meanwhile when an error happens during a client navigation.
 */
export function LazyErrorPage(props: ErrorPageProps) {
  const { t } = useTranslation();
  const loading = (
    <div data-error-status={props.statusCode} className="px-4 py-24 text-center">
      <p role="status" className="text-lg text-ink-600">
        {t("error.loading")}
      </p>
    </div>
  );
  return (
    <Suspense fallback={loading}>
      <ErrorPageView {...props} />
    </Suspense>
  );
}
