import type { AnalyticsBrowser } from "@segment/analytics-next";
import type { LandingTags } from "./attribution";
import type { AnalyticsConfig, TrackedEvent } from "./config";
import type { Consent } from "./consent-choice";
import { viewedItems, type CommerceItem } from "./commerce";
import { knownAssignments, type Exposure } from "./assignments";

/**
 * The one analytics module of the browser (docs/product/analytics-and-consent.md): Segment's analytics.js and Google Tag
 * Manager, loaded after the page is interactive and only with consent: the tag manager with
 * either grant (its tags follow Google's consent mode, `consent-mode.ts`), Segment with the
 * analytics grant. Segment stamps every event with the choice and keeps advertising
 * destinations out unless ads are granted (`withConsent`). `track`, `identify` and `page`
 * never throw: failures are swallowed, and page-view failures are reported as the
 * `segment tracking failed` event.
 */
let segment: AnalyticsBrowser | null = null;
let loading: Promise<void> | null = null;
/** The consent in force, as last given to `loadAnalytics`; null before. */
let consent: Consent | null = null;
/** Tells Segment the choice changed (its `Segment Consent Preference Updated` event). */
let announceConsent: ((categories: Record<string, boolean>) => void) | null = null;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Segment consent categories: the ids the workspace's consent settings map destinations to
 * (Analytics, Advertising); a destination loads only when all of its categories are granted.
 */
export function segmentCategories(choice: Consent): Record<string, boolean> {
  return { Analytics: choice.analytics, Advertising: choice.ads };
}

function reportPageFailure(error: unknown) {
  const body = JSON.stringify({ dataset: "segment tracking failed", metadata: { call: "page", message: String(error).slice(0, 300) } });
  void fetch("/honeycomb", { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(() => undefined);
}

function loadGtm(config: AnalyticsConfig, nonce: string | undefined) {
  if (!config.gtmId || document.querySelector("script[data-gtm]")) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.dataset.gtm = config.gtmId;
  if (nonce) script.nonce = nonce;
  script.src = config.sandbox
    ? `/__sandbox/gtm.js?id=${encodeURIComponent(config.gtmId)}`
    : `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`;
  document.head.appendChild(script);
}

async function loadSegment(config: AnalyticsConfig) {
  if (!config.segmentWriteKey || segment) return;
  const [{ AnalyticsBrowser }, { createWrapper }] = await Promise.all([import("@segment/analytics-next"), import("@segment/analytics-consent-tools")]);
  const writeKey = config.segmentWriteKey;
  // Segment's consent wrapper, opt-in: device-mode destinations whose categories are not all
  // granted never load, and every event carries `context.consent.categoryPreferences`, by
  // which Segment holds cloud-mode destinations back.
  const withConsent = createWrapper<AnalyticsBrowser>({
    shouldLoadSegment: (ctx) => ctx.load({ consentModel: "opt-in" }),
    getCategories: () => segmentCategories(consent ?? { analytics: false, ads: false }),
    registerOnConsentChanged: (announce) => {
      announceConsent = announce;
    },
  });
  segment = withConsent(new AnalyticsBrowser());
  if (config.sandbox) {
    void segment.load(
      { writeKey, cdnSettings: { integrations: { "Segment.io": { apiKey: writeKey } } } },
      {
        integrations: {
          "Segment.io": { apiHost: `${window.location.host}/__sandbox/segment/v1`, protocol: window.location.protocol === "https:" ? "https" : "http" },
        },
      },
    );
  } else void segment.load({ writeKey });
}

/**
 * Loads what `choice` allows, once each: the tag manager with either grant (unless `tags` is
 * false), Segment with analytics. Call after the consent update is in the data layer and the
 * page is interactive; call again when the choice changes (a withdrawn grant stops the calls
 * of this module; what already loaded stays until the next page load).
 */
export function loadAnalytics(config: AnalyticsConfig, { tags, nonce, choice }: { tags: boolean; nonce?: string; choice: Consent }): Promise<void> {
  const before = consent;
  consent = choice;
  if (before && (before.analytics !== choice.analytics || before.ads !== choice.ads)) announceConsent?.(segmentCategories(choice));
  if (tags && (choice.analytics || choice.ads)) loadGtm(config, nonce);
  if (choice.analytics) {
    loading ??= loadSegment(config).catch(() => undefined);
  }
  const done = loading ?? Promise.resolve();
  void done.finally(() => markReady());
  return done;
}

/**
 * Resolves once analytics are loaded (consent given and the page idle); never resolves
 * without consent. For events that must be sent once and only once, like `Order Completed`.
 */
export function analyticsReady(): Promise<void> {
  return ready;
}

/**
 * The visitor's first touch (analytics/attribution.ts) for the tag manager: one `first_touch`
 * event with the landing page and its tags, after consent. Nothing when there is none.
 */
export function sendFirstTouch(first: LandingTags | null): void {
  if (!first || !granted()) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: "first_touch", first_touch_page: first.page, first_touch_at: first.at, ...first.tags });
}

/** True while some grant is in force (the data layer then carries events to the tag manager). */
function granted(): boolean {
  return Boolean(consent && (consent.analytics || consent.ads));
}

/** Segment, while analytics are granted. */
function segmentNow(): AnalyticsBrowser | null {
  return consent?.analytics ? segment : null;
}

/** A page view. Failures are reported as `segment tracking failed`. */
export async function page(): Promise<void> {
  try {
    await segmentNow()?.page();
  } catch (error) {
    reportPageFailure(error);
  }
}

/**
 * One of the site's tracked events (docs/product/analytics-and-consent.md); also pushed to the
 * tag manager's data layer. Every event carries the visitor's experiment assignments
 * (`experiments`: key → variant id) once they have any (docs/product/experiments.md).
 */
export async function track(event: TrackedEvent, given: Record<string, unknown> = {}): Promise<void> {
  try {
    const experiments = knownAssignments();
    const properties = Object.keys(experiments).length > 0 ? { ...given, experiments } : given;
    if (granted()) window.dataLayer?.push({ event, ...properties });
    await segmentNow()?.track(event, properties);
  } catch {
    // Analytics must never break the page (docs/product/failures-and-limits.md).
  }
}

/**
 * A visitor was shown their variant of an experiment (docs/product/experiments.md): GA4's
 * `experience_impression` in the data layer (`exp_variant_string`: `BP-<experiment key>-<variant id>`)
 * and Segment's `Experiment Viewed`. Only with analytics granted.
 */
export async function trackExposure(exposure: Exposure): Promise<void> {
  if (!consent?.analytics) return;
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: "experience_impression", exp_variant_string: `BP-${exposure.experimentId}-${exposure.variationId}` });
    await segment?.track("Experiment Viewed", {
      experiment_id: exposure.experimentId,
      experiment_name: exposure.experimentName,
      variation_id: exposure.variationId,
      variation_name: exposure.variationName,
    });
  } catch {
    // Analytics must never break the page (docs/product/failures-and-limits.md).
  }
}

/** Ties later events to a signed-in member (after sign-in). */
export async function identify(userId: string, traits: Record<string, unknown> = {}): Promise<void> {
  try {
    await segmentNow()?.identify(userId, traits);
  } catch {
    // Swallowed (docs/product/failures-and-limits.md).
  }
}

/** `view_item` for the products the page declares (`commerce.ts`); nothing when it declares none. */
export async function trackViewedItems(): Promise<void> {
  const items = viewedItems(document);
  if (items[0]) await track("view_item", { currency: items[0].currency, items });
}

/** `add_to_cart` for the item a checkout link declares (`commerce.ts`). */
export function trackAddToCart(item: CommerceItem): Promise<void> {
  return track("add_to_cart", { currency: item.currency, value: item.price, items: [item] });
}
