import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { throwNotFound } from "~/content/error-page.server";
import { previewRedirectRules, redirectRulesUpdateSeconds } from "~/services/redirect-rules.server";
import { fixedPageContext } from "~/pages/fixed-page.server";
import { logger } from "~/services/logger.server";
import { RedirectRulesReport } from "~/components/RedirectRulesReport";
import type { RouteHandle } from "~/domain/routing/layout";
import { basicSocialMeta } from "~/pages/social-meta";
import { documentTitle } from "~/domain/search-and-sharing/social-tags";
import { PERSONAL_PAGE } from "~/domain/delivery/cache-policy";

/**
 * `/redirect-rules` and `/{lang}/redirect-rules` (docs/decisions/0018): in a
 * verified Storyblok preview, every rule of the draft `global/redirects` story — applied,
 * refused with its problems, switched off. Anyone else gets the 404 page: the list is an
 * editors' tool, and a 404 does not even say that it exists. Never cached, never indexed.
 */
export const handle: RouteHandle = { layout: "default", chrome: "plain" };

export const loader = async ({ request, params }: LoaderFunctionArgs) => {
  const { lang, preview } = await fixedPageContext(request, params);
  if (!preview) return throwNotFound({ lang, preview });
  const headers = { "Cache-Control": PERSONAL_PAGE, "X-Robots-Tag": "noindex" };
  try {
    const { reports } = await previewRedirectRules();
    return data({ reports, unavailable: false, updateSeconds: redirectRulesUpdateSeconds() }, { headers });
  } catch (error) {
    logger.warn("redirect-rules-preview-failed", { error });
    return data({ reports: [], unavailable: true, updateSeconds: redirectRulesUpdateSeconds() }, { headers });
  }
};

/** The loader's no-store for the list; a 404 keeps the error page's own headers. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: documentTitle("Redirect rules") },
  { name: "robots", content: "noindex" },
  ...basicSocialMeta("Redirect rules", matches),
];

export default function RedirectRulesPage() {
  const { reports, unavailable, updateSeconds } = useLoaderData<typeof loader>();
  return <RedirectRulesReport reports={reports} unavailable={unavailable} updateSeconds={updateSeconds} />;
}
