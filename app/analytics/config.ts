/** Public analytics configuration the root loader hands the browser (no secrets). */
export interface AnalyticsConfig {
  /** Segment source write key; `null` = Segment off. */
  segmentWriteKey: string | null;
  /** Google Tag Manager container id (`GTM-ABC1234`); `null` = GTM off. */
  gtmId: string | null;
  /** Sandbox mode: scripts and endpoints are served by this server; nothing leaves the machine. */
  sandbox: boolean;
  /** Ad or campaign parameters beyond the built-in list (`EXTRA_TRACKING_PARAMS`), kept as landing tags. */
  extraTrackingParams: string[];
}

/** The tracked events of docs/product/analytics-and-consent.md plus the order-completed event, the only ones the site tracks. */
export const TRACKED_EVENTS = ["view_item", "add_to_cart", "cert_seminar_sign_up", "masterclass_sign_up", "Order Completed"] as const;

export type TrackedEvent = (typeof TRACKED_EVENTS)[number];
