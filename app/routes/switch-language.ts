import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/domain/delivery/cache-policy";
import { resolvePath } from "~/domain/routing/locale-path";
import { safeInternalPath } from "~/domain/routing/redirect-target";
import { serializeLocaleCookie } from "~/services/locale-cookie.server";

/**
 * `GET /switch-language?to=/de/programs/x?a=1` — the language switcher's links (plain links,
 * no JavaScript needed): remembers the target's language in the locale cookie (when
 * configured) and redirects there. The target is checked as it will be sent, after
 * normalisation (`safeInternalPath`): 400 with a reason for anything not a page of this site.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get("to");
  // A target without a language prefix is English, the unprefixed language (docs/product/routes-and-languages.md).
  const target = safeInternalPath(to, "en");
  if (!target) {
    return new Response("Bad request: `to` must be a path on this site.", { status: 400, headers: { "Content-Type": "text/plain" } });
  }
  const lang = resolvePath(new URL(target, "http://site.invalid").pathname)?.lang ?? "en";
  const cookie = await serializeLocaleCookie(lang);
  return redirect(target.replace(/#.*$/, ""), {
    status: 302,
    headers: { ...(cookie ? { "Set-Cookie": cookie } : {}), "Cache-Control": NO_STORE },
  });
}

// A post here is a plain 405 with its reason.
export { noActionResponse as action } from "~/http/no-action.server";
