import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localizePath } from "~/domain/routing/locale-path";
import { safeRedirectTarget } from "~/domain/routing/redirect-target";
import { redirectHosts } from "~/env.server";
import { fixedPageContext } from "~/pages/fixed-page.server";
import { logger } from "~/services/logger.server";
import { NO_STORE } from "~/domain/delivery/cache-policy";

/**
 * `GET /redirect?to=…` (a fixed page; redirects default to 302, docs/product/page-directives-and-redirects.md): goes to a
 * validated target — a same-site path (language prefix kept) or an http(s) URL — and to the
 * home page of the current language for anything else (`javascript:`, `//host`, malformed).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = await fixedPageContext(request, params);
  const to = new URL(request.url).searchParams.get("to");
  const target = safeRedirectTarget(to, lang, { externalHosts: redirectHosts() });
  if (!target && to) logger.warn("redirect-refused", { to: to.slice(0, 200) });
  return redirect(target?.href ?? localizePath(lang, "/"), { status: 302, headers: { "Cache-Control": NO_STORE } });
}

// A post here is a plain 405 with its reason.
export { noActionResponse as action } from "~/http/no-action.server";
