/**
 * The visitor's time zone as a client hint (docs/product/webinars.md#timeslot-picker): the browser writes
 * its IANA zone into the `tz` cookie; the server renders times in it, and in UTC until the
 * cookie is known. Pages whose HTML depends on it are served `private`.
 */
export const TIME_ZONE_COOKIE = "tz";
export const DEFAULT_TIME_ZONE = "UTC";

/** An IANA time zone name the runtime knows ("Europe/Berlin"), or null for anything else. */
export function validTimeZone(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(raw)) return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: raw });
    return raw;
  } catch {
    return null;
  }
}

/** The zone named by a `Cookie` header's `tz` cookie, or UTC. */
export function timeZoneFromCookieHeader(header: string | null): string {
  const match = header?.match(/(?:^|;\s*)tz=([^;]*)/);
  if (!match?.[1]) return DEFAULT_TIME_ZONE;
  let value: string;
  try {
    value = decodeURIComponent(match[1]);
  } catch {
    return DEFAULT_TIME_ZONE;
  }
  return validTimeZone(value) ?? DEFAULT_TIME_ZONE;
}

/** The `document.cookie` assignment that records the browser's zone for a year. */
export function timeZoneCookieValue(timeZone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
