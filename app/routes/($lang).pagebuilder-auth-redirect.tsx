import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { OAuth2RequestError } from "remix-auth-auth0";
import { authenticatorFor } from "~/auth/auth0.server";
import { returnToCookie } from "~/auth/return-cookie.server";
import { commitNewSession } from "~/auth/session.server";
import { Auth0CallError } from "~/auth/token-calls.server";
import { localizePath, resolvePath } from "~/domain/routing/locale-path";
import { safeReturnTo } from "~/domain/routing/redirect-target";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { fixedPageContext } from "~/pages/fixed-page.server";
import { clearedStateCookie, spendState } from "~/auth/state-once.server";
import { PERSONAL_PAGE } from "~/domain/delivery/cache-policy";
import { reportError } from "~/services/error-reporting.server";
import { logger } from "~/services/logger.server";
import { z } from "zod";

const rememberedSchema = z.object({ to: z.string(), signup: z.boolean().default(false) });

/**
 * `GET /pagebuilder-auth-redirect` and `GET /{lang}/pagebuilder-auth-redirect`: the identity
 * provider's callback (docs/product/members-and-sessions.md: a login return page; every route also exists with a language
 * prefix — Auth0 is sent the unprefixed one, `CALLBACK_PATH`). Another first
 * segment than a language is a 404. Exchanges the code (state checked by the strategy), starts a brand-new
 * session and returns to the remembered page. When a silent check answers
 * `login_required`, the visitor goes on to the interactive sign-in (or sign-up).
 * When Auth0's token endpoint fails (down, 5xx, malformed, no answer within
 * `AUTH0_TIMEOUT_MS`) the visitor is sent to `/login?unavailable=1` in the page's
 * language, which says so and offers to try again; so is one whose session cannot be stored
 * (Redis away, docs/decisions/0056-redis-fails-fast.md).
 *
 * Failures a visitor or a stale tab causes (a missing, reused or mismatched state, no code, a
 * code Auth0 refuses) are expected: they are logged as warnings, never reported as errors, and
 * send the visitor to `/login?expired=1`, which says the sign-in did not complete and offers to
 * sign in again. A state is spent by its first callback ({@link spendState}): the state cookie
 * is cleared, and with it gone or the state seen before, a replay is refused the same way.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = await fixedPageContext(request, params);
  const remembered = rememberedSchema.safeParse(await returnToCookie().parse(request.headers.get("Cookie")));
  const returnTo = safeReturnTo(remembered.success ? remembered.data.to : undefined);
  const signUp = remembered.success && remembered.data.signup;
  const { authenticator } = authenticatorFor(request);
  const spent = new Headers({ "Cache-Control": PERSONAL_PAGE });
  spent.append("Set-Cookie", await returnToCookie().serialize("", { maxAge: 0 }));
  spent.append("Set-Cookie", await clearedStateCookie());
  const signInAgain = (reason: string) => {
    logger.warn("sign-in-refused", { reason });
    const login = `${localizePath(lang, "/login")}?returnTo=${encodeURIComponent(returnTo)}&expired=1${signUp ? "&signup=1" : ""}`;
    return redirect(login, { headers: spent });
  };
  const state = new URL(request.url).searchParams.get("state");
  if (!(await spendState(state))) return signInAgain(state ? "state-reused" : "state-missing");
  try {
    const data = await authenticator.authenticate("auth0", request);
    const headers = new Headers(spent);
    const session = await commitNewSession(data, request.headers.get("Cookie")).catch((error: unknown) => {
      logger.warn("sign-in-not-stored", { error });
      return null;
    });
    // A session the store could not keep (Redis away) is not a sign-in: the visitor is told so.
    if (!session) return redirect(`${localizePath(lang, "/login")}?returnTo=${encodeURIComponent(returnTo)}&unavailable=1`, { headers: spent });
    headers.append("Set-Cookie", session);
    return redirect(returnTo, { headers });
  } catch (error) {
    if (
      error instanceof OAuth2RequestError &&
      (error.code === "login_required" || error.code === "consent_required" || error.code === "interaction_required")
    ) {
      return redirect(`${localizePath(lang, "/login")}?returnTo=${encodeURIComponent(returnTo)}${signUp ? "&signup=1" : ""}`, { headers: spent });
    }
    if (error instanceof Auth0CallError) {
      logger.warn("sign-in-failed", { kind: error.kind, error });
      const lang = resolvePath(returnTo.split("?")[0] ?? "/")?.lang ?? DEFAULT_LANGUAGE;
      const unavailable = `${localizePath(lang, "/login")}?returnTo=${encodeURIComponent(returnTo)}&unavailable=1`;
      return redirect(unavailable, { headers: spent });
    }
    if (error instanceof OAuth2RequestError) return signInAgain(`refused:${error.code}`);
    // The strategy's own checks of the callback's query and the state cookie.
    if (error instanceof ReferenceError || error instanceof RangeError) return signInAgain(error.message);
    reportError(error, { route: "pagebuilder-auth-redirect" });
    return redirect(returnTo, { headers: spent });
  }
}

// A post here is a plain 405 with its reason.
export { noActionResponse as action } from "~/http/no-action.server";
