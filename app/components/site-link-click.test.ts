// @vitest-environment happy-dom
import type { MouseEvent } from "react";
import { describe, expect, it } from "vitest";
import { siteLinkOfClick } from "./site-link-click";

/** A plain primary click on the first element matching `selector` in `html`. */
function clickOn(html: string, selector = "span", init: Partial<MouseEvent<Element>> = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector(selector)!;
  return siteLinkOfClick({
    target,
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...init,
  } as unknown as MouseEvent<Element>);
}

describe("links in HTML React did not render", () => {
  it("navigates client-side for a link marked as the site's links are, with its options", () => {
    expect(clickOn('<a href="/programs" data-discover="true"><span>Programs</span></a>')).toEqual({
      to: "/programs",
      replace: false,
      preventScrollReset: false,
    });
    expect(clickOn('<a href="/membership?period=monthly" data-discover="true" data-replace data-prevent-scroll-reset><span>Monthly</span></a>')).toEqual({
      to: "/membership?period=monthly",
      replace: true,
      preventScrollReset: true,
    });
  });

  it("leaves plain links (sign-in leaves the app), other sites, new tabs, downloads and modified clicks to the browser", () => {
    expect(clickOn('<a href="/login?returnTo=%2F"><span>Sign in</span></a>')).toBeNull();
    expect(clickOn('<a href="https://example.com/" data-discover="true"><span>x</span></a>')).toBeNull();
    expect(clickOn('<a href="//example.com/" data-discover="true"><span>x</span></a>')).toBeNull();
    expect(clickOn('<a href="/\\example.com/" data-discover="true"><span>x</span></a>')).toBeNull();
    expect(clickOn('<a href="/x" target="_blank" data-discover="true"><span>x</span></a>')).toBeNull();
    expect(clickOn('<a href="/calendar.ics" download data-discover="true"><span>x</span></a>')).toBeNull();
    expect(clickOn('<a href="/x" data-discover="true"><span>x</span></a>', "span", { metaKey: true })).toBeNull();
  });
});
