import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPageStorySafe } from "~/services/content.server";
import { pageRequestContext } from "~/services/request.server";

/**
 * Root loader: language, preview state and the global header and footer stories
 * (cached like any story). A failing global story never fails the page: it is logged
 * and the layout falls back to a plain header.
 */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const { lang, preview } = pageRequestContext(request);
  const [header, footer] = await Promise.all([
    getPageStorySafe({ slug: "global/header", lang, preview }),
    getPageStorySafe({ slug: "global/footer", lang, preview }),
  ]);
  return { lang, preview, header: header?.content ?? null, footer: footer?.content ?? null };
}
