import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { fixedPageContext, fixedPageHeaders } from "~/pages/fixed-page.server";
import type { RouteHandle } from "~/domain/routing/layout";
import { SystemCheck } from "~/components/SystemCheck";
import { routeStrings } from "~/i18n/strings.server";
import { basicSocialMeta } from "~/pages/social-meta";
import { documentTitle } from "~/domain/search-and-sharing/social-tags";

/** `/test-no-sb`: a page rendered without any CMS content (docs/product/routes-and-languages.md), in the default layout. */
export const handle: RouteHandle = { layout: "default", chrome: "plain" };

export const loader = async ({ request, params }: LoaderFunctionArgs) => {
  const { lang, t } = await fixedPageContext(request, params);
  return data({ lang, title: t("systemCheck.metaTitle"), strings: routeStrings(lang, ["systemCheck"]) }, { headers: fixedPageHeaders(false) });
};

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: documentTitle(data?.title ?? "") },
  ...basicSocialMeta(data?.title ?? "", matches),
];

export default function TestNoStoryblok() {
  const { lang } = useLoaderData<typeof loader>();
  return <SystemCheck lang={lang} cms={false} tailwind />;
}
