import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { getEnv } from "~/env.server";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "~/i18n/languages";

/**
 * The locale cookie, used only when configured: set by the language
 * switcher, read at the front door to send unprefixed visits to the visitor's language.
 * Configured by `LOCALE_COOKIE_NAME`; absent = no cookie at all.
 */
function localeCookie() {
  const env = getEnv();
  if (!env.LOCALE_COOKIE_NAME) return null;
  return createCookie(env.LOCALE_COOKIE_NAME, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: env.NODE_ENV === "production" && !env.MOCKS,
    maxAge: 60 * 60 * 24 * 365,
  });
}

/** True when a locale cookie is configured. */
export function localeCookieEnabled(): boolean {
  return localeCookie() !== null;
}

/**
 * remix-i18next's language detection, from the locale cookie only: never Accept-Language or a
 * query parameter, so only the visitor's own choice moves them off an unprefixed URL
 * (docs/product/routes-and-languages.md). It matches the cookie's value against the ten languages
 * (a regional `de-AT` or `DE` asks for `de`) and answers English for anything else.
 */
function cookieDetector(cookie: NonNullable<ReturnType<typeof localeCookie>>) {
  return new RemixI18Next({ detection: { supportedLanguages: [...LANGUAGES], fallbackLanguage: DEFAULT_LANGUAGE, order: ["cookie"], cookie } });
}

/**
 * The language a request's locale cookie asks for (remix-i18next's `getLocale`): one of the ten,
 * English when the cookie is missing or names none of them, or `null` when no cookie is configured
 * or the request sends no cookies.
 */
export async function readLocaleCookie(cookieHeader: string | null): Promise<Language | null> {
  const cookie = localeCookie();
  if (!cookie || !cookieHeader) return null;
  // getLocale reads a Fetch request; only its Cookie header is looked at.
  const lang = await cookieDetector(cookie).getLocale(new Request("http://locale-cookie.invalid/", { headers: { Cookie: cookieHeader } }));
  return isLanguage(lang) ? lang : null;
}

/** `Set-Cookie` value remembering `lang`, or `null` when no cookie is configured. */
export async function serializeLocaleCookie(lang: Language): Promise<string | null> {
  const cookie = localeCookie();
  return cookie ? cookie.serialize(lang) : null;
}
