/**
 * What a visitor's consent is made of, shared by the cookie's reader and writer (`consent.ts`) and
 * its parser (`consent-cookie.ts`, loaded lazily): one choice per purpose, `analytics` and `ads`
 * (docs/decisions/0028-consent-mode.md).
 */
export interface Consent {
  analytics: boolean;
  ads: boolean;
}

export const ALL_GRANTED: Consent = { analytics: true, ads: true };
export const ALL_DENIED: Consent = { analytics: false, ads: false };
