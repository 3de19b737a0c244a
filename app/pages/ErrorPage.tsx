import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { BlokView } from "~/block-kit/BlokView";
import { usePageContext } from "~/components/page-context";
import type { BlokBase } from "~/block-kit/types";
import { NOT_FOUND_MESSAGE, type ErrorPageData } from "~/domain/failures/error-page";
import { parseErrorPageData } from "~/domain/failures/error-page-data";
import { localizePath } from "~/domain/routing/locale-path";
import { RenderGuard } from "~/components/RenderGuard";
import { ResubmitForm } from "./ResubmitForm";

/** Shown when rendering the error page itself fails (docs/product/failures-and-limits.md). */
export function ErrorPageFailed() {
  const { lang } = usePageContext();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("error.errorPageFailed")}</h1>
      <p className="mt-6">
        <a href={localizePath(lang, "/")} className="font-semibold text-brand-700 underline">
          {t("error.backHome")}
        </a>
      </p>
    </div>
  );
}

/**
 * Loads the error story in the browser when the server could not attach it (errors
 * thrown while rendering). `undefined` while loading.
 */
function useErrorStory(statusCode: number, initial: ErrorPageData | null): ErrorPageData | undefined {
  const { lang } = usePageContext();
  const [loaded, setLoaded] = useState<ErrorPageData | undefined>(initial ?? undefined);
  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    fetch(
      `/resources/error-page?status=${statusCode}&lang=${lang}${window.location.search.includes("_storyblok_tk") ? "&" + window.location.search.slice(1) : ""}`,
      {
        signal: controller.signal,
      },
    )
      .then((response) => response.json())
      .then((body: unknown) => setLoaded(parseErrorPageData(body) ?? { statusCode, story: null }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ statusCode, story: null });
      });
    return () => controller.abort();
  }, [initial, statusCode, lang]);
  return loaded;
}

/** What the root error boundary knows of an error: its status and, for an error response, its body. */
export interface ErrorPageProps {
  statusCode: number;
  /** The error response's data (a loader's payload, a `{ error }` body); `undefined` for thrown errors. */
  body: unknown;
}

/**
 * The error page (docs/product/failures-and-limits.md): the error's message as the heading, then the story
 * `global/error-{status}`; without that story, the status code and
 * `Something went wrong...`; a loading message while the story is fetched.
 * Its own chunk: pages load it only when they show an error (`LazyErrorPage.tsx`).
 */
export function ErrorPage({ statusCode, body }: ErrorPageProps) {
  const payload = useMemo(() => parseErrorPageData(body, statusCode), [body, statusCode]);
  const loaded = useErrorStory(statusCode, payload);
  const { t } = useTranslation();
  // The 404 message is translated; other messages (reasons of 400s) are shown as given.
  const message = payload?.message === NOT_FOUND_MESSAGE ? t("error.notFound") : payload?.message;
  return (
    <RenderGuard fallback={<ErrorPageFailed />}>
      <div data-error-status={statusCode}>
        <div className="bg-sand-50 px-4 pb-12 pt-16 text-center sm:px-6">
          {message ? (
            <>
              <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t("error.label", { statusCode })}</p>
              <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{message}</h1>
            </>
          ) : (
            <h1 className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t("error.label", { statusCode })}</h1>
          )}
        </div>
        {payload?.resubmit ? <ResubmitForm resubmit={payload.resubmit} /> : null}
        {loaded === undefined ? (
          <div className="px-4 py-24 text-center">
            <p role="status" className="text-lg text-ink-600">
              {t("error.loading")}
            </p>
            <noscript>
              <p className="text-2xl font-semibold">{t("error.generic")}</p>
            </noscript>
          </div>
        ) : loaded.story ? (
          <BlokView blok={loaded.story.content as BlokBase} />
        ) : (
          <div className="mx-auto max-w-2xl px-4 py-24 text-center">
            <p className="text-6xl font-extrabold text-brand-700">{statusCode}</p>
            <p className="mt-4 text-2xl font-semibold">{t("error.generic")}</p>
          </div>
        )}
      </div>
    </RenderGuard>
  );
}
