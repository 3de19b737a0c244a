import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { OAuth2RequestError } from "remix-auth-auth0";
import { authenticatorFor } from "~/auth/auth0.server";
import { returnToCookie } from "~/auth/return-cookie.server";
import { commitNewSession } from "~/auth/session.server";
import { safeReturnTo } from "~/domain/redirect-target";
import { reportError } from "~/services/error-reporting.server";
import { logger } from "~/services/logger.server";
import { z } from "zod";

const rememberedSchema = z.object({ to: z.string(), signup: z.boolean().default(false) });

/**
 * `GET /pagebuilder-auth-redirect`: the identity provider's callback (SPEC §2: a login
 * return page). Exchanges the code (state checked by the strategy), starts a brand-new
 * session and returns to the remembered page. When a silent check answers
 * `login_required`, the visitor goes on to the interactive sign-in (or sign-up).
 */
export async function loader({ request }: LoaderFunctionArgs) {
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
      return redirect(`/login?returnTo=${encodeURIComponent(returnTo)}${signUp ? "&signup=1" : ""}`);
    }
    if (error instanceof OAuth2RequestError) logger.warn("sign-in-refused", { code: error.code });
    else reportError(error, { route: "pagebuilder-auth-redirect" });
    return redirect(returnTo, { headers: { "Set-Cookie": clearReturn } });
  }
}
