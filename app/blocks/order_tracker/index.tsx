import { useEffect } from "react";
import { analyticsReady, track } from "~/analytics/analytics.client";
import { CAKE_FAILURE } from "~/domain/affiliates/affiliate-conversion";
import { hashToSend, LAST_ORDER_HASH_KEY } from "~/domain/sales/order-tracking";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type loader from "./loader.server";
import type { OrderTrackerData } from "./loader.server";
import type { schema } from "./schema";

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

/**
 * `order_tracker` (docs/product/sales-and-orders.md): on the order confirmation,
 * sends `Order Completed` to the analytics destinations once per order — only when the
 * sha256 of its payload differs from the last one this browser stored, so a reload does not
 * count a second sale — and fires the affiliate (CAKE) conversion pixel with it. Waits for
 * analytics (consent); failures never break the page: a failed pixel is reported as
 * `CAKE-conversion-failed`. Renders nothing visible.
 */
export default function OrderTracker({ blok }: BlockViewProps<typeof schema>) {
  const data = useBlockData<typeof loader>(blok);
  useEffect(() => {
    if (!data) return;
    const signal = { cancelled: false };
    void sendOnce(data, signal).catch(() => undefined);
    return () => {
      signal.cancelled = true;
    };
  }, [data]);
  return <div {...blockProps(blok)} hidden />;
}
