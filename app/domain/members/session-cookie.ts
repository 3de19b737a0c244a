/**
 * The members' session cookie: it holds only the (signed) id of a session kept on the server.
 * `__Host-` makes browsers accept it only when Secure, host-only and on `Path=/`, so neither a
 * sibling subdomain nor a plain-http page can plant or overwrite it. Browsers treat loopback
 * (`http://localhost`, `http://127.0.0.1`) as secure, so the sandbox keeps the same name.
 * Read by the page cache and the CDN's configuration, which pass such requests to the app.
 */
export const SESSION_COOKIE = "__Host-session";

/** How long a session lives from sign-in (ms), whatever the member does: 30 days. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether a `Cookie` header carries a session cookie (without reading it). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && cookieHeader.split(";").some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}
