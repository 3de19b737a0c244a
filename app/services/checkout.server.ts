import type { z } from "zod";
import type { ChargePlan, PricingTier } from "~/domain/sales/pricing";
import { getEnv } from "~/env.server";
import { cached } from "./cache.server";
import { sendEvent } from "./events.server";
import { logger } from "./logger.server";
import { timeUpstream } from "./request-store.server";
import { guardUpstream, UpstreamTimeoutError } from "./upstream.server";
import { boundedFetch, MAX_ANSWER_BYTES } from "./bounded-fetch.server";

const checkoutFetch = boundedFetch(MAX_ANSWER_BYTES.checkout);

/**
 * The checkout upstreams (docs/product/sales-and-orders.md): the only code
 * that calls them.
 *
 * - Tiers: `GET {CHECKOUT_API_URL}/v2/api/tiers?product_ids={comma list}` → `{ data: tier[] }`.
 * - Order summary: `GET {CHECKOUT_API_URL}/v2/api/order-summary?subscription_id={id}` →
 *   `{ data: summary }` (the path is this project's choice: the checkout API names only the
 *   same-origin `POST /storyblok-api/order-summary` that answers it).
 * - Checkout data: `GET {secure checkout link}` (Accept: application/json) → `{ data: … }`, for
 *   links on `https://{SECURE_CHECKOUT_HOST}` only (docs/product/sales-and-orders.md).
 *
 * Every response is parsed with zod; every failure becomes one {@link CheckoutError}. Amounts
 * are numbers in whole currency units (49.99 = forty-nine dollars ninety-nine, never cents);
 * the API may send them as numbers or decimal strings.
 */
export type CheckoutFailure = "invalid" | "timeout" | "network" | "http" | "not-found" | "parse";

/** The one error of this module: which call, what kind of failure, and the HTTP status if any. */
export class CheckoutError extends Error {
  constructor(
    readonly operation: "tiers" | "order-summary" | "checkout-data",
    readonly failure: CheckoutFailure,
    message: string,
    readonly status?: number,
  ) {
    super(`checkout ${operation}: ${message}`);
    this.name = "CheckoutError";
  }
}

/** Most product ids one tiers call may ask for. */
export const MAX_PRODUCT_IDS = 20;
/** Error of an invalid checkout link (docs/product/sales-and-orders.md), exactly. */
export const INVALID_CHECKOUT_LINK = "Invalid checkout link format";

/** Tiers are shared by every visitor: fresh this long (ms)… */
const TIERS_TTL_MS = 60_000;
/** …then served stale for at most this long (ms) while one background refresh runs. */
const TIERS_SWR_MS = 5 * 60_000;
/** Checkout data per link: fresh this long (ms), then stale-while-revalidate for {@link LINK_SWR_MS}. */
const LINK_TTL_MS = 5 * 60_000;
const LINK_SWR_MS = 30 * 60_000;
/** Longest checkout link accepted. */
const MAX_LINK_LENGTH = 2_048;

const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const SUBSCRIPTION_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

import { checkoutDataResponseSchema, orderSummaryResponseSchema, tiersResponseSchema, type CheckoutData, type OrderSummary } from "./checkout-schemas.server";

export type { CheckoutData, OrderAddress, OrderSummary } from "./checkout-schemas.server";
export type { ChargePlan, PricingTier };

// ---------------------------------------------------------------------------------------------
// Transport

/**
 * GETs `url` and parses its JSON with `schema`.
 * @throws {CheckoutError} timeout, network, http (not-found for 404) or parse.
 */
async function getJson<T>(operation: CheckoutError["operation"], url: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): Promise<T> {
  const timeoutMs = getEnv().CHECKOUT_TIMEOUT_MS;
  const response = await timeUpstream(`checkout:${operation}`, () =>
    guardUpstream(
      `checkout:${operation}`,
      () => checkoutFetch(url, { headers: { accept: "application/json" }, redirect: "error", signal: AbortSignal.timeout(timeoutMs) }),
      { timeoutMs: timeoutMs + 100 },
    ),
  ).catch((error: unknown) => {
    if (error instanceof UpstreamTimeoutError || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))) {
      throw new CheckoutError(operation, "timeout", `no answer within ${timeoutMs} ms`);
    }
    throw new CheckoutError(operation, "network", error instanceof Error ? error.message : String(error));
  });
  if (!response.ok) {
    // Not awaited: cancelling a body can wait on the peer (it hangs under MSW).
    void response.body?.cancel().catch(() => undefined);
    throw new CheckoutError(operation, response.status === 404 ? "not-found" : "http", `HTTP ${response.status}`, response.status);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (json === undefined) throw new CheckoutError(operation, "parse", "the answer is not JSON", response.status);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`);
    throw new CheckoutError(operation, "parse", issues.join("; "), response.status);
  }
  return parsed.data;
}

const apiBase = () => getEnv().CHECKOUT_API_URL.replace(/\/+$/, "");

// ---------------------------------------------------------------------------------------------
// Tiers

/**
 * The pricing tiers of `productIds` (docs/product/sales-and-orders.md), in the order the ids are given; ids the
 * API does not know are simply missing. Shared by every visitor and cached briefly (fresh
 * 60 s, then stale-while-revalidate 5 min) per set of ids, whatever their order or repeats.
 * Prices are in whole currency units.
 *
 * @param productIds 1 to {@link MAX_PRODUCT_IDS} product ids (letters, digits, `_ . -`).
 * @throws {CheckoutError} `invalid` for an empty or malformed id list (before any call);
 *   `timeout` (after `CHECKOUT_TIMEOUT_MS` ms), `network`, `http`, `not-found` or
 *   `parse` when the API fails or answers an unexpected shape.
 */
export async function fetchTiers(productIds: readonly string[]): Promise<PricingTier[]> {
  const ids = [...new Set(productIds.map((value) => value.trim()))];
  if (ids.length === 0 || ids.length > MAX_PRODUCT_IDS) {
    throw new CheckoutError("tiers", "invalid", `between 1 and ${MAX_PRODUCT_IDS} product ids are needed, got ${ids.length}`);
  }
  const bad = ids.find((value) => !PRODUCT_ID.test(value));
  if (bad !== undefined) throw new CheckoutError("tiers", "invalid", `malformed product id ${JSON.stringify(bad.slice(0, 80))}`);
  const sorted = [...ids].sort();
  const { data } = await cached({
    key: `checkout:tiers:${sorted.join(",")}`,
    ttl: TIERS_TTL_MS,
    swr: TIERS_SWR_MS,
    // Ids match PRODUCT_ID, so they need no escaping; the commas stay literal (docs/product/sales-and-orders.md).
    getFreshValue: () => getJson("tiers", `${apiBase()}/v2/api/tiers?product_ids=${sorted.join(",")}`, tiersResponseSchema),
  });
  const rank = new Map(ids.map((value, index) => [value, index]));
  return data.filter((tier) => rank.has(tier.product_id)).sort((a, b) => (rank.get(a.product_id) ?? 0) - (rank.get(b.product_id) ?? 0));
}

/**
 * {@link fetchTiers} for a block's loader (docs/product/failures-and-limits.md: "Tier fetch failure: logged as tier fetch
 * failed event, not shown"): on any failure it logs, sends a `tier fetch failed` event with
 * the ids, the failure kind and `context` (e.g. the page slug and the block's `_uid`), and
 * returns null, so the caller hides the block and the rest of the page renders. Never throws.
 */
export async function fetchTiersOrNull(
  productIds: readonly string[],
  context: Record<string, string | number | undefined> = {},
): Promise<PricingTier[] | null> {
  try {
    return await fetchTiers(productIds);
  } catch (error) {
    const failure = error instanceof CheckoutError ? error.failure : "unexpected";
    const status = error instanceof CheckoutError ? error.status : undefined;
    const message = error instanceof Error ? error.message : String(error);
    logger.warn("tier-fetch-failed", { productIds: productIds.slice(0, MAX_PRODUCT_IDS), failure, status, error, ...context });
    sendEvent("tier fetch failed", { productIds: productIds.slice(0, MAX_PRODUCT_IDS).join(","), failure, status, message, ...context });
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Checkout links

export type CheckoutLinkValidation = { success: true; link: string } | { success: false; error: typeof INVALID_CHECKOUT_LINK };
export type CheckoutDataResult = { success: true; link: string; data: CheckoutData } | { success: false; error: string };

/**
 * Checks a checkout link (docs/product/sales-and-orders.md): it must start with `https://` followed by the secure
 * checkout host (`SECURE_CHECKOUT_HOST`, or `host`), and that host must end there (then `/`,
 * `?`, `#` or nothing). Look-alike hosts (`secure.example.com.evil.io`), credentials
 * (`https://secure.example.com@evil.io`), other schemes, `http:`, whitespace, control
 * characters and backslashes are refused. Never throws.
 *
 * @returns `{ success: true, link }` with the link as given, or
 *   `{ success: false, error: 'Invalid checkout link format' }`.
 */
export function validateCheckoutLink(link: unknown, host: string = getEnv().SECURE_CHECKOUT_HOST): CheckoutLinkValidation {
  const invalid = { success: false, error: INVALID_CHECKOUT_LINK } as const;
  if (typeof link !== "string" || link.length > MAX_LINK_LENGTH || !host) return invalid;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f\\]/.test(link)) return invalid;
  const prefix = `https://${host.toLowerCase()}`;
  if (link.slice(0, prefix.length).toLowerCase() !== prefix) return invalid;
  const next = link.charAt(prefix.length);
  if (next !== "" && next !== "/" && next !== "?" && next !== "#") return invalid;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return invalid;
  }
  if (url.protocol !== "https:" || url.host !== host.toLowerCase() || url.username || url.password) return invalid;
  return { success: true, link };
}

/**
 * The checkout data behind a secure checkout link (docs/product/sales-and-orders.md): the link is validated
 * ({@link validateCheckoutLink}), then fetched with GET and parsed; answers are cached per
 * link (fresh 5 min, then stale-while-revalidate 30 min). Never throws.
 *
 * @returns `{ success: true, link, data }` (price in whole currency units);
 *   `{ success: false, error: 'Invalid checkout link format' }` for an invalid link (nothing
 *   fetched); `{ success: false, error: <message> }` when the fetch fails, times out or
 *   answers an unexpected shape (the message is the {@link CheckoutError}'s).
 */
export async function fetchCheckoutData(link: unknown): Promise<CheckoutDataResult> {
  const valid = validateCheckoutLink(link);
  if (!valid.success) return valid;
  try {
    const { data } = await cached({
      key: `checkout:link:${valid.link}`,
      ttl: LINK_TTL_MS,
      swr: LINK_SWR_MS,
      getFreshValue: () => getJson("checkout-data", valid.link, checkoutDataResponseSchema),
    });
    return { success: true, link: valid.link, data };
  } catch (error) {
    logger.warn("checkout-link-fetch-failed", { link: valid.link, error });
    return { success: false, error: error instanceof Error ? error.message : String(error) };
  }
}

// ---------------------------------------------------------------------------------------------
// Order summary

/** True for a plausible subscription id (the `PSubscriptionID` query parameter): letters, digits and `-`, at most 64. */
export function isSubscriptionId(value: unknown): value is string {
  return typeof value === "string" && SUBSCRIPTION_ID.test(value);
}

/**
 * The order summary of a subscription (docs/product/sales-and-orders.md#order-confirmation). Personal data: never
 * cached. Amounts in whole currency units of `currency`; `price` includes `taxPrice`.
 * Send only {@link publicOrderSummary} of it to the browser.
 *
 * @throws {CheckoutError} `invalid` for a malformed id (nothing fetched); `not-found` (404)
 *   for an unknown subscription; `timeout`, `network`, `http` or `parse` otherwise. Callers
 *   report it to error reporting (docs/product/failures-and-limits.md).
 */
export async function fetchOrderSummary(subscriptionId: string): Promise<OrderSummary> {
  if (!isSubscriptionId(subscriptionId)) throw new CheckoutError("order-summary", "invalid", "malformed subscription id");
  const { data } = await getJson(
    "order-summary",
    `${apiBase()}/v2/api/order-summary?subscription_id=${encodeURIComponent(subscriptionId)}`,
    orderSummaryResponseSchema,
  );
  return data;
}

/** The part of an order summary the confirmation page and the browser may see: no address, phone or email. */
export interface PublicOrderSummary {
  /** Buyer's first name (from the address, else the first word of `customerName`); null if unknown. */
  firstName: string | null;
  /** Billing country (shipping country when missing), for tracking; null if unknown. */
  country: string | null;
  /** Billing state/region, for tracking; null if unknown. */
  state: string | null;
  /** ISO 4217. */
  currency: string;
  /** Total including tax, whole currency units. */
  price: number;
  /** Tax, whole currency units. */
  taxPrice: number;
  subscriptions: { id: string; subscriptionNumber: string; productSkus: string[] }[];
  /** Every invoice item, in order; `price` in whole currency units when upstream sends it. */
  items: { productName: string; subscriptionName: string; subscriptionId: string; price: number | null }[];
}

/** Projects an {@link OrderSummary} to {@link PublicOrderSummary}, dropping personal details. */
export function publicOrderSummary(summary: OrderSummary): PublicOrderSummary {
  const firstWord = summary.customerName.trim().split(/\s+/)[0];
  return {
    firstName: summary.customerAddress.firstName ?? (firstWord ? firstWord : null),
    country: summary.customerAddress.country ?? summary.customerShippingAddress?.country ?? null,
    state: summary.customerAddress.state ?? summary.customerShippingAddress?.state ?? null,
    currency: summary.currency,
    price: summary.price,
    taxPrice: summary.taxPrice,
    subscriptions: summary.subscriptions.map((s) => ({
      id: s.id,
      subscriptionNumber: s.subscriptionNumber,
      productSkus: s.ratePlans.map((plan) => plan.productSku),
    })),
    items: summary.invoices.flatMap((invoice) =>
      invoice.invoiceItems.map((item) => ({
        productName: item.productName,
        subscriptionName: item.subscriptionName,
        subscriptionId: item.subscriptionId,
        price: item.price,
      })),
    ),
  };
}
