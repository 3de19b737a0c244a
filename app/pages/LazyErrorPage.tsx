import { lazy, Suspense, useState, type ComponentType } from "react";
import { useTranslation } from "~/i18n/react";
import type * as ErrorPageModule from "./ErrorPage";
import type { ErrorPageProps } from "./ErrorPage";

let loaded: typeof ErrorPageModule | undefined;

/**
 * Imports the error page's code, a chunk of its own (issue 15: a page without an error never
 * downloads the error page, its resubmit form or its payload check). The server loads it
 * before rendering (`entry.server.tsx`), so its HTML holds the whole page, never a fallback.
 */
export function loadErrorPage(): Promise<typeof ErrorPageModule> {
  return import("./ErrorPage").then((module) => (loaded = module));
}

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

/** A lazy component of the error page; {@link ErrorPageUnavailable} if its chunk fails to load. */
const lazyErrorPage = () =>
  lazy<ComponentType<ErrorPageProps>>(() =>
    loadErrorPage().then(
      (module) => ({ default: module.ErrorPage }),
      () => ({ default: ErrorPageUnavailable }),
    ),
  );

/**
 * The root error boundary's page (SPEC §2, §8), its code loaded lazily. Hydrating an error
 * document, React keeps the server's HTML until the chunk is there (the error response's
 * `preloads` start its download with the document's); an error during a client navigation
 * shows a loading line meanwhile.
 */
export function LazyErrorPage(props: ErrorPageProps) {
  // Chosen once per mount (a later error tries the chunk again if it failed): switching from
  // the lazy wrapper to the module's own component would mount the page again.
  const [View] = useState(() => loaded?.ErrorPage ?? lazyErrorPage());
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
      <View {...props} />
    </Suspense>
  );
}
