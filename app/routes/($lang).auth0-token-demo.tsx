import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { readSession } from "~/auth/session.server";
import { buttonClasses } from "~/components/ButtonLink";
import { localizePath } from "~/domain/routing/locale-path";
import { fixedPageContext, fixedPageHeaders } from "~/pages/fixed-page.server";
import { routeStrings } from "~/i18n/strings.server";
import type { RouteHandle } from "~/domain/routing/layout";
import { basicSocialMeta } from "~/pages/social-meta";
import { documentTitle } from "~/domain/search-and-sharing/social-tags";

/** `/auth0-token-demo` (docs/product/routes-and-languages.md): the signed-in member's ID-token claims; a sign-in button for visitors. */
export const handle: RouteHandle = { layout: "default", chrome: "plain" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang, t } = await fixedPageContext(request, params);
  const session = await readSession(request);
  const claims = session ? Object.entries(session.claims).map(([name, value]) => ({ name, value: String(value) })) : null;
  return data({ lang, title: t("tokenDemo.title"), claims, strings: routeStrings(lang, ["tokenDemo"]) }, { headers: fixedPageHeaders(session !== null) });
}

/** A member's claims are stored nowhere; the visitors' sign-in page is shared. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: documentTitle(data?.title ?? "") },
  { name: "robots", content: "noindex" },
  ...basicSocialMeta(data?.title ?? "", matches),
];

export default function TokenDemo() {
  const { lang, claims } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{t("tokenDemo.title")}</h1>
      {claims ? (
        <>
          <p className="mt-4 text-lg text-ink-700">{t("tokenDemo.intro")}</p>
          <div className="mt-8 overflow-x-auto rounded-xl ring-1 ring-ink-100">
            <table className="w-full text-start">
              <caption className="sr-only">{t("tokenDemo.title")}</caption>
              <thead className="bg-ink-50">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start">
                    {t("tokenDemo.claim")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start">
                    {t("tokenDemo.value")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {claims.map((claim) => (
                  <tr key={claim.name} className="border-t border-ink-100">
                    <th scope="row" className="px-4 py-3 text-start font-mono text-sm font-medium">
                      {claim.name}
                    </th>
                    <td className="break-all px-4 py-3 font-mono text-sm">{claim.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <>
          <p className="mt-4 text-lg text-ink-700">{t("tokenDemo.signInPrompt")}</p>
          <a href={`${localizePath(lang, "/login")}?returnTo=${encodeURIComponent(pathname)}`} className={`${buttonClasses("primary")} mt-8`}>
            {t("nav.signIn")}
          </a>
        </>
      )}
    </div>
  );
}
