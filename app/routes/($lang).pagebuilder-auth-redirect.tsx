import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { OAuth2RequestError } from "remix-auth-auth0";
import { authenticatorFor } from "~/auth/auth0.server";
import { returnToCookie } from "~/auth/return-cookie.server";
import { commitNewSession } from "~/auth/session.server";
import { Auth0CallError } from "~/auth/token-calls.server";
import { localizePath, resolvePath } from "~/domain/locale-path";
import { safeReturnTo } from "~/domain/redirect-target";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { fixedPageContext } from "~/pages/fixed-page.server";
import { reportError } from "~/services/error-reporting.server";
import { logger } from "~/services/logger.server";
import { z } from "zod";

const rememberedSchema = z.object({ to: z.string(), signup: z.boolean().default(false) });

/**
 * `GET /pagebuilder-auth-redirect` and `GET /{lang}/pagebuilder-auth-redirect`: the identity
 * provider's callback (SPEC §2: a login return page; every route also exists with a language
 * prefix, issue 19 — Auth0 is sent the unprefixed one, `CALLBACK_PATH`). Another first
 * segment than a language is a 404. Exchanges the code (state checked by the strategy), starts a brand-new
 * session and returns to the remembered page. When a silent check answers
 * `login_required`, the visitor goes on to the interactive sign-in (or sign-up).
 * When Auth0's token endpoint fails (down, 5xx, malformed, no answer within
 * `AUTH0_TIMEOUT_MS`; issue 16) the visitor is sent to `/login?unavailable=1` in the page's
 * language, which says so and offers to try again. Other failures (a refused or reused code,
 * a missing or mismatched state) return to the remembered page signed out.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = await fixedPageContext(request, params);
  const remembered = rememberedSchema.safeParse(await returnToCookie().parse(request.headers.get("Cookie")));
  const returnTo = safeReturnTo(remembered.success ? remembered.data.to : undefined);
  const signUp = remembered.success && remembered.data.signup;
  const clearReturn = await returnToCookie().serialize("", { maxAge: 0 });
  try {
    const data = await authenticatorFor(request).authenticator.authenticate("auth0", request);
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", await commitNewSession(data));
    headers.append("Set-Cookie", clearReturn);
    return redirect(returnTo, { headers });
  } catch (error) {
    if (error instanceof OAuth2RequestError && (error.code === "login_required" || error.code === "consent_required" || error.code === "interaction_required")) {
      return redirect(`${localizePath(lang, "/login")}?returnTo=${encodeURIComponent(returnTo)}${signUp ? "&signup=1" : ""}`);
    }
    if (error instanceof Auth0CallError) {
      logger.warn("sign-in-failed", { kind: error.kind, error });
      const lang = resolvePath(returnTo.split("?")[0] ?? "/")?.lang ?? DEFAULT_LANGUAGE;
      const unavailable = `${localizePath(lang, "/login")}?returnTo=${encodeURIComponent(returnTo)}&unavailable=1`;
      return redirect(unavailable, { headers: { "Set-Cookie": clearReturn, "Cache-Control": "no-store" } });
    }
    if (error instanceof OAuth2RequestError) logger.warn("sign-in-refused", { code: error.code });
    else reportError(error, { route: "pagebuilder-auth-redirect" });
    return redirect(returnTo, { headers: { "Set-Cookie": clearReturn } });
  }
}

// A post here is a plain 405 with its reason.
export { noActionAnswer as action } from "~/server/errors.server";
