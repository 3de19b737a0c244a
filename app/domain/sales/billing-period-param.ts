import { parseBillingPeriod, type BillingPeriod } from "./pricing";

/**
 * The billing period in a page URL (`?period=monthly`, docs/product/sales-and-orders.md#the-sales-page):
 * the switch between Annually and Monthly is a plain link, so it works without JavaScript.
 */
export const PERIOD_PARAM = "period";

/** The period a URL's query asks for, else `fallback`. */
export function periodFromSearch(search: URLSearchParams, fallback?: BillingPeriod): BillingPeriod {
  return parseBillingPeriod(search.get(PERIOD_PARAM), fallback);
}

/** The query string that selects `period`, keeping the other parameters. */
export function searchWithPeriod(search: URLSearchParams, period: BillingPeriod): string {
  const next = new URLSearchParams(search);
  next.set(PERIOD_PARAM, period.toLowerCase());
  return `?${next.toString()}`;
}
