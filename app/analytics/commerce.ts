/**
 * Sales events a page declares in its HTML (docs/product/sales-and-orders.md;
 * docs/decisions/0019): an element with `data-view-item` shows a product (`view_item`, one
 * event per page view for all of them), a link with `data-add-to-cart` heads to checkout
 * (`add_to_cart`, handed to analytics before the visitor leaves). Each attribute holds one
 * GA4 item ({@link CommerceItem}) as JSON. Declared in markup, the events need no code of the
 * block that shows the product, so such blocks can reach the browser as static HTML; the
 * `Analytics` component sends them, only with consent.
 */
import { isPlainClick } from "~/components/plain-click";

/** One product as analytics receive it; `price` in whole currency units, `currency` ISO 4217. */
export interface CommerceItem {
  item_id: string;
  item_name: string;
  /** E.g. `individual-annually`. */
  item_variant: string;
  price: number;
  currency: string;
}

export const VIEW_ITEM = "data-view-item";
export const ADD_TO_CART = "data-add-to-cart";

/** Longest wait for `add_to_cart` to be handed to analytics before leaving for checkout (ms). */
export const ADD_TO_CART_WAIT_MS = 400;

/**
 * The item `element` declares in `attribute`, or null when it has none or the value is not an
 * item (the markup is the site's own, but a broken value must not break a click).
 */
export function declaredItem(element: Element, attribute: typeof VIEW_ITEM | typeof ADD_TO_CART): CommerceItem | null {
  try {
    const value: unknown = JSON.parse(element.getAttribute(attribute) ?? "null");
    if (!value || typeof value !== "object") return null;
    const item = value as Record<string, unknown>;
    const texts = ["item_id", "item_name", "item_variant", "currency"].every((key) => typeof item[key] === "string");
    return texts && typeof item.price === "number" && Number.isFinite(item.price) ? (value as CommerceItem) : null;
  } catch {
    return null;
  }
}

/** The items of every element under `root` that declares `view_item`, in document order. */
export function viewedItems(root: ParentNode): CommerceItem[] {
  return [...root.querySelectorAll(`[${VIEW_ITEM}]`)].flatMap((element) => declaredItem(element, VIEW_ITEM) ?? []);
}

/**
 * A click on a link that declares `add_to_cart` (else nothing happens): hands its item to
 * `send` and, for a plain click, holds the navigation until `send` settles or
 * {@link ADD_TO_CART_WAIT_MS} passed, then follows the link. New tabs and windows need no wait.
 */
export function onAddToCartClick(event: MouseEvent, send: (item: CommerceItem) => Promise<void>): void {
  const link = event.target instanceof Element ? event.target.closest(`a[${ADD_TO_CART}]`) : null;
  const item = link && declaredItem(link, ADD_TO_CART);
  if (!link || !item || event.defaultPrevented) return;
  const sent = Promise.race([send(item).catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ADD_TO_CART_WAIT_MS))]);
  if (!isPlainClick(event) || link.getAttribute("target")) return;
  event.preventDefault();
  const href = (link as HTMLAnchorElement).href;
  void sent.finally(() => window.location.assign(href));
}
