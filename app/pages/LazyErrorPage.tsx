import { serverReadyLazy } from "~/components/server-ready-lazy";
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
 * The error page's code, a chunk of its own (a page without an error never
 * downloads the error page, its resubmit form or its payload check). Error responses name
 * the chunk in their `preloads`, so an error document downloads it with the page.
 */
const errorPage = serverReadyLazy(() => import("./ErrorPage").then((module) => module.ErrorPage), ErrorPageUnavailable);

/** Loads the error page's code; the server awaits it before rendering (`entry.server.tsx`). */
export const loadErrorPage = errorPage.preload;

/**
 * The root error boundary's page (SPEC §2, §8), its code loaded lazily: rendered in full by
 * the server, kept as the server rendered it while hydration waits for the chunk, and a
 * loading line meanwhile when an error happens during a client navigation.
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
  return <errorPage.Component {...props} fallback={loading} />;
}
