/**
 * The affiliate conversion (CAKE, docs/product/sales-and-orders.md): a GET of a tracking link built from the
 * affiliate cookies and the transaction. The visitor arrives through an affiliate link that
 * leaves `cake_request_id` (CAKE's request id) as a first-party cookie; on the order
 * confirmation the pixel `{base}?o={offer}&e=1&r={request id}&t={transaction}&p={amount}`
 * tells CAKE about the sale. A failure is reported as `CAKE-conversion-failed` (docs/product/failures-and-limits.md).
 */
export const CAKE_REQUEST_COOKIE = "cake_request_id";
export const CAKE_FAILURE = "CAKE-conversion-failed";

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The request id in a Cookie header, when present and well formed; else null. */
export function cakeRequestId(cookieHeader: string | null): string | null {
  const match = cookieHeader?.match(/(?:^|;\s*)cake_request_id=([^;]*)/);
  const value = match?.[1] ? decodeURIComponentSafe(match[1]) : null;
  return value && REQUEST_ID.test(value) ? value : null;
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The conversion pixel URL, or null when the visitor came through no affiliate.
 * @param base `https://…/p.ashx` or a same-site path. @param amount revenue, whole currency units.
 */
export function cakeConversionUrl({
  base,
  offerId,
  requestId,
  transactionId,
  amount,
}: {
  base: string;
  offerId: string;
  requestId: string | null;
  transactionId: string;
  amount: number;
}): string | null {
  if (!requestId) return null;
  const query = new URLSearchParams({ o: offerId, e: "1", r: requestId, t: transactionId, p: amount.toFixed(2) });
  return `${base}?${query.toString()}`;
}
