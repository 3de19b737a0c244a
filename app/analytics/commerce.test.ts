// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADD_TO_CART_WAIT_MS, declaredItem, onAddToCartClick, viewedItems, type CommerceItem } from "./commerce";

const PRO: CommerceItem = { item_id: "prod-membership-pro", item_name: "Membership Pro", item_variant: "duo-annually", price: 799, currency: "USD" };
const BASIC: CommerceItem = { item_id: "prod-membership", item_name: "Membership", item_variant: "individual-monthly", price: 39, currency: "USD" };

function markup(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

const click = (target: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, "target", { value: target });
  return event;
};

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("declared sales items", () => {
  it("reads the items a page declares for view_item, in document order, skipping broken values", () => {
    const root = markup(
      `<article data-view-item='${JSON.stringify(BASIC)}'></article><article data-view-item="{not json"></article>` +
        `<article data-view-item='{"item_id":"x","price":"12"}'></article><article data-view-item='${JSON.stringify(PRO)}'></article>`,
    );
    expect(viewedItems(root)).toEqual([BASIC, PRO]);
  });

  it("gives null for an element without the attribute", () => {
    expect(declaredItem(markup("<a href='/x'>x</a>").querySelector("a")!, "data-add-to-cart")).toBeNull();
  });
});

describe("a click on a checkout link", () => {
  const link = () =>
    markup(`<a href="https://secure.example/checkout/pro" data-add-to-cart='${JSON.stringify(PRO)}'><span>Get started</span></a>`).querySelector("span")!;

  it("sends add_to_cart, then follows the link once it is sent", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    const send = vi.fn(() => Promise.resolve());
    const event = click(link());
    onAddToCartClick(event, send);
    expect(send).toHaveBeenCalledWith(PRO);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://secure.example/checkout/pro"));
  });

  it("leaves after the longest wait when analytics do not answer", async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    onAddToCartClick(click(link()), () => new Promise<void>(() => undefined));
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_WAIT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledOnce();
  });

  it("sends but does not hold a click that opens a new tab", () => {
    const send = vi.fn(() => Promise.resolve());
    const event = click(link(), { ctrlKey: true });
    onAddToCartClick(event, send);
    expect(send).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(false);
  });

  it("ignores links that declare nothing", () => {
    const send = vi.fn(() => Promise.resolve());
    const event = click(markup("<a href='/membership'>Plans</a>").querySelector("a")!);
    onAddToCartClick(event, send);
    expect(send).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
