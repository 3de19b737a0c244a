import Cookies from "js-cookie";
import type { Consent } from "./consent-choice";

/**
 * The visitor's consent, kept in the browser (a first-party cookie, one year), one choice per
 * purpose: `analytics` (Segment, and Google's analytics storage) and `ads` (Google's ad storage,
 * ad user data and ad personalisation, and Segment's advertising destinations). Nothing loads
 * before a grant; without JavaScript nothing loads, so no choice is needed. Pages stay
 * cacheable because the server never reads it.
 *
 * The cookie holds JSON (`{"analytics":true,"ads":false}`); values written before the choice
 * was split (`accepted`, `rejected`) still count, as both granted or both denied. It is parsed
 * in `consent-cookie.ts`, loaded only when a cookie is there, so a first visit carries no parser.
 */
export const CONSENT_COOKIE = "analytics_consent";

/** The stored choice, or null when there is none (or it is unreadable: then the visitor is asked again). */
export async function readConsent(): Promise<Consent | null> {
  const raw = Cookies.get(CONSENT_COOKIE);
  if (raw === undefined) return null;
  const { parseConsentCookie } = await import("./consent-cookie");
  return parseConsentCookie(raw);
}

/** Stores a choice and tells the page (`consentchange`, detail: the `Consent`). */
export function writeConsent(consent: Consent): void {
  const value = JSON.stringify({ analytics: consent.analytics, ads: consent.ads });
  Cookies.set(CONSENT_COOKIE, value, { expires: 365, sameSite: "Lax", secure: window.location.protocol === "https:" });
  window.dispatchEvent(new CustomEvent("consentchange", { detail: consent }));
}

/** Opens the consent banner again (the footer's "Cookie settings"). */
export function reopenConsent(): void {
  window.dispatchEvent(new CustomEvent("consentreopen"));
}

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/): the visitor refuses the sale or sharing of their data. */
    globalPrivacyControl?: boolean;
  }
}

/** True when the browser sends Global Privacy Control. */
export function privacyControlOn(): boolean {
  return navigator.globalPrivacyControl === true;
}

/**
 * The consent in force: ads are never granted under Global Privacy Control (sharing data with
 * ad platforms is what it refuses), whatever was stored or clicked; analytics stay the
 * visitor's own choice. Without a stored choice, the signal counts as a refusal of both, so
 * such a visitor is not asked (docs/decisions/0028-consent-mode.md).
 */
export function consentInForce(stored: Consent | null, privacyControl: boolean): Consent | null {
  if (!privacyControl) return stored;
  return { analytics: stored?.analytics ?? false, ads: false };
}
