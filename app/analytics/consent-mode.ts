import type { Consent } from "./consent-choice";

/**
 * Google's Consent Mode (v2) through the data layer: Google's tags read `gtag()` commands that
 * are in `window.dataLayer` when they load, in order. So the default (everything denied, and
 * `wait_for_update` for a choice that is still coming) goes in before anything else, and the
 * visitor's choice follows as an update, before the tag manager is added.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type ConsentValue = "granted" | "denied";

/** The four consent types Google's ad and analytics tags read. */
export interface ConsentModeState {
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

/** How long (ms) tags that load before the update wait for it. */
export const WAIT_FOR_UPDATE_MS = 500;

/** Google's gtag shim: pushes its `arguments` object, the only form the tags read as a command. */
function gtag(..._command: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- Google's tags tell commands from events by the Arguments object.
  window.dataLayer.push(arguments);
}

/** Consent Mode's values for a choice: ads cover ad storage, ad user data and ad personalisation. */
export function consentModeState(consent: Consent): ConsentModeState {
  const ads: ConsentValue = consent.ads ? "granted" : "denied";
  return { ad_storage: ads, analytics_storage: consent.analytics ? "granted" : "denied", ad_user_data: ads, ad_personalization: ads };
}

let defaultsSet = false;

/** `consent default`, everything denied: once per page, before any tag or update. */
export function setConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag("consent", "default", { ...consentModeState({ analytics: false, ads: false }), wait_for_update: WAIT_FOR_UPDATE_MS });
}

/** `consent update` with the visitor's choice (after the defaults). */
export function updateConsentMode(consent: Consent): void {
  setConsentDefaults();
  gtag("consent", "update", consentModeState(consent));
}
