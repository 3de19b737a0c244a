import Cookies from "js-cookie";

/**
 * The visitor's analytics consent, kept in the browser (a first-party cookie, one year):
 * analytics and tag scripts load only after "accepted". Without JavaScript nothing loads,
 * so no choice is needed; pages stay cacheable because the server never reads it.
 */
export const CONSENT_COOKIE = "analytics_consent";
export type ConsentChoice = "accepted" | "rejected";

export function readConsent(): ConsentChoice | null {
  const value = Cookies.get(CONSENT_COOKIE);
  return value === "accepted" || value === "rejected" ? value : null;
}

export function writeConsent(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, choice, { expires: 365, sameSite: "Lax", secure: window.location.protocol === "https:" });
  window.dispatchEvent(new CustomEvent("consentchange", { detail: choice }));
}

/** Opens the consent banner again (the footer's "Cookie settings"). */
export function reopenConsent(): void {
  window.dispatchEvent(new CustomEvent("consentreopen"));
}
