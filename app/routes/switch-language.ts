import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { resolvePath } from "~/domain/locale-path";
import { serializeLocaleCookie } from "~/i18n/locale-cookie.server";

const targetSchema = z
  .string()
  .max(2048)
  .refine((to) => to.startsWith("/") && !to.startsWith("//") && !to.includes("\\"), "must be a path on this site");

/**
 * `GET /switch-language?to=/de/programs/x?a=1` — the language switcher's links (plain links,
 * no JavaScript needed): remembers the target's language in the locale cookie (when
 * configured) and redirects there. 400 with a reason for a target off this site.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = targetSchema.safeParse(new URL(request.url).searchParams.get("to"));
  if (!parsed.success) {
    return new Response("Bad request: `to` must be a path on this site.", { status: 400, headers: { "Content-Type": "text/plain" } });
  }
  const target = new URL(parsed.data, "http://site.invalid");
  const lang = resolvePath(target.pathname)?.lang ?? "en";
  const cookie = await serializeLocaleCookie(lang);
  return redirect(target.pathname + target.search, {
    status: 302,
    headers: { ...(cookie ? { "Set-Cookie": cookie } : {}), "Cache-Control": "no-store" },
  });
}
