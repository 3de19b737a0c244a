import type { AnalyticsBrowser } from "@segment/analytics-next";
import type { LandingTags } from "./attribution";
import type { AnalyticsConfig, TrackedEvent } from "./config";
import { viewedItems, type CommerceItem } from "./commerce";

/**
 * The one analytics module of the browser (SPEC §7): Segment's analytics.js and Google Tag
 * Manager, loaded after the page is interactive and only with consent. `track`, `identify`
 * and `page` never throw: failures are swallowed, and page-view failures are reported as
 * the `segment tracking failed` event.
 */
let segment: AnalyticsBrowser | null = null;
let loading: Promise<void> | null = null;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
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
  script.src = config.sandbox ? `/__sandbox/gtm.js?id=${encodeURIComponent(config.gtmId)}` : `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`;
  document.head.appendChild(script);
}

async function loadSegment(config: AnalyticsConfig) {
  if (!config.segmentWriteKey || segment) return;
  const { AnalyticsBrowser } = await import("@segment/analytics-next");
  const writeKey = config.segmentWriteKey;
  segment = config.sandbox
    ? AnalyticsBrowser.load(
        { writeKey, cdnSettings: { integrations: { "Segment.io": { apiKey: writeKey } } } },
        { integrations: { "Segment.io": { apiHost: `${window.location.host}/__sandbox/segment/v1`, protocol: window.location.protocol === "https:" ? "https" : "http" } } },
      )
    : AnalyticsBrowser.load({ writeKey });
}

/**
 * Loads Segment (and GTM unless `tags` is false) once. Call after consent was accepted and
 * the page is interactive.
 */
export function loadAnalytics(config: AnalyticsConfig, { tags, nonce }: { tags: boolean; nonce?: string }): Promise<void> {
  if (tags) loadGtm(config, nonce);
  loading ??= loadSegment(config)
    .catch(() => undefined)
    .finally(() => markReady());
  return loading;
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
  if (!first) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: "first_touch", first_touch_page: first.page, first_touch_at: first.at, ...first.tags });
}

/** A page view. Failures are reported as `segment tracking failed`. */
export async function page(): Promise<void> {
  try {
    await segment?.page();
  } catch (error) {
    reportPageFailure(error);
  }
}

/** One of the site's tracked events (SPEC §9); also pushed to the tag manager's data layer. */
export async function track(event: TrackedEvent, properties: Record<string, unknown> = {}): Promise<void> {
  try {
    window.dataLayer?.push({ event, ...properties });
    await segment?.track(event, properties);
  } catch {
    // Analytics must never break the page (SPEC §8).
  }
}

/** Ties later events to a signed-in member (after sign-in). */
export async function identify(userId: string, traits: Record<string, unknown> = {}): Promise<void> {
  try {
    await segment?.identify(userId, traits);
  } catch {
    // Swallowed (SPEC §8).
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
