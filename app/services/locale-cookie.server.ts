import { createCookie } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { isLanguage, type Language } from "~/i18n/languages";

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

/** The language a request's locale cookie names, or `null` (no cookie, not configured, or not a language). */
export async function readLocaleCookie(cookieHeader: string | null): Promise<Language | null> {
  const cookie = localeCookie();
  if (!cookie || !cookieHeader) return null;
  const value: unknown = await cookie.parse(cookieHeader);
  return isLanguage(value) ? value : null;
}

/** `Set-Cookie` value remembering `lang`, or `null` when no cookie is configured. */
export async function serializeLocaleCookie(lang: Language): Promise<string | null> {
  const cookie = localeCookie();
  return cookie ? cookie.serialize(lang) : null;
}
