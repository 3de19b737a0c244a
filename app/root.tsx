import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientLoaderFunctionArgs, MetaFunction } from "@remix-run/react";
import { FullContentContext } from "./block-kit/full-content";
import { componentsIn, loadViews } from "./block-kit/views";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useContext, useEffect, type ReactNode } from "react";
import { announceBoundaryError } from "./components/boundary-error";
import tailwindHref from "./tailwind.css?url";
import basicHref from "./basic.css?url";
import { rootLoader } from "./root.server";
import { PageContext } from "./components/page-context";
import type { Layout, RouteHandle } from "./domain/routing/layout";
import { LazyErrorPage } from "./pages/LazyErrorPage";
import { PageTranslations } from "./components/PageTranslations";
import { SiteChrome, PlainHeader, SkipLink } from "./pages/SiteChrome";
import { NavigationGuard } from "./components/NavigationGuard";
import { DebugMode } from "./components/DebugMode";
import { Analytics } from "./analytics/Analytics";
import { OfflineBanner } from "./components/OfflineBanner";
import { ProgressBar } from "./components/ProgressBar";
import { useNonce } from "./components/nonce";
import { errorMessageOf, NOT_FOUND_MESSAGE } from "./domain/failures/error-page";
import { statusCodeOf } from "./domain/failures/status";
import { bcp47Of, directionOf, DEFAULT_LANGUAGE } from "./i18n/languages";
import { resolvePath } from "./domain/routing/locale-path";
import { languageSeo } from "./domain/search-and-sharing/seo";
import { basicSocialMeta } from "./pages/social-meta";
import { documentTitle } from "./domain/search-and-sharing/social-tags";
import { DocumentHeadTags } from "./pages/document-head";

export const loader = (args: LoaderFunctionArgs) => rootLoader(args);

/**
 * When the root revalidates in the browser (after a form post, a query change), header and
 * footer come in full instead of static stubs: their views load before they render, so no
 * part of them blinks (docs/decisions/0019). Not run for hydration.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadViews(componentsIn([data.header, data.footer]), data.lang);
  return data;
}

/** Error pages are titled with their message (docs/product/failures-and-limits.md: 'This page could not be found'). */
export const meta: MetaFunction<typeof loader> = ({ error, data, matches }) => {
  if (!error) return [];
  const statusCode = isRouteErrorResponse(error) ? error.status : statusCodeOf(error);
  const given = isRouteErrorResponse(error) ? errorMessageOf(error.data) : undefined;
  const message = given === NOT_FOUND_MESSAGE ? data?.errorTitles.notFound : given;
  const title = `${message ?? data?.errorTitles.generic ?? statusCode}`;
  return [{ title: documentTitle(title) }, { name: "robots", content: "noindex" }, ...basicSocialMeta(title, matches)];
};

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

function usePageLayout(): { layout: Layout; chrome: "cms" | "plain"; pageOk: boolean } {
  const matches = useMatches();
  let layout: Layout = "default";
  let chrome: "cms" | "plain" = "cms";
  for (const match of matches) {
    const handle = (match.handle ?? {}) as RouteHandle;
    const fromData = (match.data as { layout?: Layout } | undefined)?.layout;
    layout = handle.layout ?? fromData ?? layout;
    chrome = handle.chrome ?? chrome;
  }
  // A page whose route has no data is an error page: no canonical or alternates for it.
  const pageOk = matches.length > 1 && matches.at(-1)?.data != null;
  return { layout, chrome, pageOk };
}

/**
 * The document for every page and error (docs/product/routes-and-languages.md#layouts): `default` (Tailwind, header,
 * footer), `no-tailwind` (no Tailwind stylesheet), `static` (no client JavaScript at all).
 */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { layout, chrome, pageOk } = usePageLayout();
  // A page shared by every visitor has no nonce (its scripts are allowed by hash): no empty attribute either.
  const nonce = useNonce() || undefined;
  const full = useContext(FullContentContext);
  const { pathname } = useLocation();
  // Without root data (a form post's error skips the root loader) the address still names the language.
  const lang = root?.lang ?? resolvePath(pathname)?.lang ?? DEFAULT_LANGUAGE;
  const context = { lang, preview: root?.preview ?? false, queryParams: root?.queryParams };
  const seo = root && pageOk ? languageSeo(root.seo.siteUrl, root.lang, root.seo.path) : null;
  return (
    <html lang={bcp47Of(lang)} dir={directionOf(lang)} data-lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {root?.sentryDsn && <meta name="sentry-dsn" content={root.sentryDsn} />}
        <Links />
        {seo && (
          <>
            <link rel="canonical" href={seo.canonical} />
            {seo.alternates.map((alternate) => (
              <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
            ))}
          </>
        )}
        <link rel="stylesheet" href={layout === "no-tailwind" ? basicHref : tailwindHref} />
        {/* Last in the head: the browser renders nothing in its place (pages/document-head.tsx). */}
        <DocumentHeadTags scripts={layout !== "static"} />
      </head>
      <body>
        <PageContext.Provider value={context}>
          <PageTranslations lang={lang} server={full?.strings}>
            {layout !== "no-tailwind" && <SkipLink />}
            {layout !== "static" && (
              <>
                <ProgressBar />
                <OfflineBanner />
                <DebugMode />
                {root && <Analytics config={root.analytics} memberId={root.member?.sub ?? null} />}
              </>
            )}
            {layout === "no-tailwind" ? (
              <main id="main">{children}</main>
            ) : chrome === "plain" ? (
              <>
                <PlainHeader />
                <main id="main">{children}</main>
              </>
            ) : (
              <SiteChrome header={root?.header ?? null} footer={root?.footer ?? null}>
                {children}
              </SiteChrome>
            )}
          </PageTranslations>
        </PageContext.Provider>
        {layout !== "static" && (
          <>
            <NavigationGuard />
            <ScrollRestoration
              nonce={nonce}
              getKey={(location, matches) => (matches.some((m) => (m.handle as RouteHandle | undefined)?.preserveScroll) ? location.pathname : location.key)}
            />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The error page (docs/product/failures-and-limits.md): thrown responses carry their error story; other errors fetch it.
 * Its code is a chunk of its own, loaded only with an error (`pages/LazyErrorPage.tsx`).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const statusCode = isRouteErrorResponse(error) ? error.status : statusCodeOf(error);
  useEffect(() => {
    if (statusCode >= 500) announceBoundaryError(error);
  }, [error, statusCode]);
  return <LazyErrorPage statusCode={statusCode} body={isRouteErrorResponse(error) ? error.data : undefined} />;
}
