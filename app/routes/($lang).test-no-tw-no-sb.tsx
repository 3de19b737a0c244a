import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { fixedPageContext, fixedPageHeaders } from "~/pages/fixed-page.server";
import type { RouteHandle } from "~/domain/routing/layout";
import { SystemCheck } from "~/components/SystemCheck";
import { routeStrings } from "~/i18n/strings.server";
import { basicSocialMeta } from "~/pages/social-meta";
import { documentTitle } from "~/domain/search-and-sharing/social-tags";

/** `/test-no-tw-no-sb`: neither CMS content nor the Tailwind stylesheet (docs/product/routes-and-languages.md). */
export const handle: RouteHandle = { layout: "no-tailwind" };

export const loader = async ({ request, params }: LoaderFunctionArgs) => {
  const { lang, t } = await fixedPageContext(request, params);
  return data({ lang, title: t("systemCheck.metaTitleNoTailwind"), strings: routeStrings(lang, ["systemCheck"]) }, { headers: fixedPageHeaders(false) });
};

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: documentTitle(data?.title ?? "") },
  ...basicSocialMeta(data?.title ?? "", matches),
];

export default function TestNoTailwindNoStoryblok() {
  const { lang } = useLoaderData<typeof loader>();
  return <SystemCheck lang={lang} cms={false} tailwind={false} />;
}
