import { useEffect } from "react";
import { z } from "zod";
import { defineBlock } from "../types";
import { blockProps } from "../BlokView";
import { useBlockData } from "../context";
import { analyticsReady, track } from "~/analytics/analytics.client";
import { CAKE_FAILURE } from "~/domain/affiliate-conversion";
import { hashToSend, LAST_ORDER_HASH_KEY, type OrderCompletedPayload } from "~/domain/order-tracking";

/**
 * `order_tracker` (issue "Membership sales" point 7, SPEC §4): on the order confirmation,
 * sends `Order Completed` to the analytics destinations once per order — only when the
 * sha256 of its payload differs from the last one this browser stored, so a reload does not
 * count a second sale — and fires the affiliate (CAKE) conversion pixel with it. Waits for
 * analytics (consent); failures never break the page: a failed pixel is reported as
 * `CAKE-conversion-failed`. Renders nothing visible.
 */
export const orderTrackerSchema = z.object({}).passthrough();

export interface OrderTrackerData {
  payload: OrderCompletedPayload;
  /** The CAKE pixel for this sale, or null without an affiliate. */
  conversionUrl: string | null;
}

function reportConversionFailure(url: string) {
  const body = JSON.stringify({ dataset: "conversion", metadata: { name: CAKE_FAILURE, pixel: url.split("?")[0] } });
  void fetch("/honeycomb", { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(() => undefined);
  void import("@sentry/remix").then((Sentry) => Sentry.captureMessage(CAKE_FAILURE, "warning")).catch(() => undefined);
}

function firePixel(url: string) {
  const pixel = new Image(1, 1);
  pixel.onerror = () => reportConversionFailure(url);
  pixel.src = url;
}

async function sendOnce(data: OrderTrackerData, signal: { cancelled: boolean }) {
  await analyticsReady();
  if (signal.cancelled) return;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LAST_ORDER_HASH_KEY);
  } catch {
    // Storage may be blocked; then every load counts as new, as without this guard.
  }
  const hash = await hashToSend(data.payload, stored);
  if (!hash || signal.cancelled) return;
  try {
    window.localStorage.setItem(LAST_ORDER_HASH_KEY, hash);
  } catch {
    // See above.
  }
  await track("Order Completed", { ...data.payload });
  if (data.conversionUrl) firePixel(data.conversionUrl);
}

export const order_tracker = defineBlock(orderTrackerSchema, function OrderTracker({ blok }) {
  const data = useBlockData<OrderTrackerData | null>(blok._uid);
  useEffect(() => {
    if (!data) return;
    const signal = { cancelled: false };
    void sendOnce(data, signal).catch(() => undefined);
    return () => {
      signal.cancelled = true;
    };
  }, [data]);
  return <div {...blockProps(blok)} hidden />;
});
