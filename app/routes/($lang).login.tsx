import { data, redirect, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { authenticatorFor, toSandboxAuthorize } from "~/auth/auth0.server";
import { returnToCookie } from "~/auth/return-cookie.server";
import { readSessionState, sessionStoreAvailable } from "~/auth/session.server";
import { buttonClasses } from "~/components/ButtonLink";
import { localizePath } from "~/domain/routing/locale-path";
import { NO_STORE, PERSONAL_PAGE } from "~/domain/delivery/cache-policy";
import { safeReturnTo } from "~/domain/routing/redirect-target";
import { useTranslation } from "~/i18n/react";
import { fixedPageContext } from "~/pages/fixed-page.server";
import { routeStrings } from "~/i18n/strings.server";
import type { RouteHandle } from "~/domain/routing/layout";
import { basicSocialMeta } from "~/pages/social-meta";
import { documentTitle } from "~/domain/search-and-sharing/social-tags";

export const handle: RouteHandle = { layout: "default", chrome: "plain" };

/**
 * `GET /login?returnTo=/path` (also `/de/login`…): starts sign-in with Auth0 and remembers
 * where to return (same-site paths only; anything else returns to the home page of the
 * current language). `?signup=1` opens the sign-up screen, `?silent=1` tries `prompt=none`.
 * A member who is already signed in goes straight back.
 * `?unavailable=1` (where the callback sends a visitor when Auth0 failed) answers 503 with
 * `Retry-After` and a page offering to try again or go back, as does any `/login` while the
 * session store (Redis) is away (docs/decisions/0056-redis-fails-fast.md); `?expired=1` (where it sends one
 * whose sign-in could not complete: a spent or missing state, a refused code) answers a page
 * saying so, with the same two ways on.
 * `/login` only ever starts sign-in: the OAuth
 * callback's parameters (`state`, `code`, `error`…) are dropped before the strategy sees the
 * request, which would otherwise take it for a callback and fail (a 500).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang, t } = await fixedPageContext(request, params);
  const query = new URL(request.url).searchParams;
  const returnTo = safeReturnTo(query.get("returnTo"), lang);
  const session = await readSessionState(request.headers.get("Cookie"));
  if (session.data) return redirect(returnTo);
  // A session that could not be stored is not started: sign-in says it is unavailable for now.
  const storeAway = session.unavailable || !sessionStoreAvailable();
  const problem: keyof typeof PROBLEM_KEYS | null =
    query.get("unavailable") === "1" || storeAway ? "unavailable" : query.get("expired") === "1" ? "expired" : null;
  if (problem) {
    const retry = `${localizePath(lang, "/login")}?returnTo=${encodeURIComponent(returnTo)}${query.get("signup") === "1" ? "&signup=1" : ""}`;
    const page = { problem, title: t(PROBLEM_KEYS[problem].title), retry, returnTo, strings: routeStrings(lang, ["signInExpired", "signInUnavailable"]) };
    if (problem === "expired") return data(page, { headers: { "Cache-Control": PERSONAL_PAGE } });
    return data(page, { status: 503, headers: { "Retry-After": "30", "Cache-Control": PERSONAL_PAGE } });
  }
  const { authenticator } = authenticatorFor(request);
  try {
    await authenticator.authenticate("auth0", withoutCallbackParams(request));
  } catch (thrown) {
    if (thrown instanceof Response) {
      const response = toSandboxAuthorize(thrown);
      const signup = query.get("signup") === "1";
      response.headers.append("Set-Cookie", await returnToCookie().serialize({ to: returnTo, signup }));
      response.headers.set("Cache-Control", NO_STORE);
      return response;
    }
    throw thrown;
  }
  return redirect(returnTo);
}

/** The unavailable page keeps its loader's `Retry-After` and `Cache-Control`. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: documentTitle(data?.title ?? "") },
  { name: "robots", content: "noindex" },
  ...basicSocialMeta(data?.title ?? "", matches),
];

/** The strings of each page `/login` renders. */
const PROBLEM_KEYS = {
  unavailable: { title: "signInUnavailable.title", text: "signInUnavailable.text", retry: "signInUnavailable.retry" },
  expired: { title: "signInExpired.title", text: "signInExpired.text", retry: "signInExpired.retry" },
} as const;

/** The page of `?unavailable=1` or `?expired=1` (the only cases that render). */
export default function SignInProblem() {
  const { problem, retry, returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const keys = problem === "expired" ? PROBLEM_KEYS.expired : PROBLEM_KEYS.unavailable;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{t(keys.title)}</h1>
      <p className="mt-4 text-lg text-ink-700">{t(keys.text)}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <a href={retry} className={buttonClasses("primary")}>
          {t(keys.retry)}
        </a>
        <a href={returnTo} className={buttonClasses("secondary")}>
          {t("signInUnavailable.back")}
        </a>
      </div>
    </div>
  );
}

/** OAuth callback parameters, which only the callback route reads. */
const CALLBACK_PARAMS = ["state", "code", "error", "error_description", "error_uri", "iss", "session_state"];

/** The request with the OAuth callback parameters removed from its URL (headers kept). */
function withoutCallbackParams(request: Request): Request {
  const url = new URL(request.url);
  if (!CALLBACK_PARAMS.some((name) => url.searchParams.has(name))) return request;
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
}
