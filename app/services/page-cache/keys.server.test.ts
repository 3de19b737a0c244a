import { describe, expect, it } from "vitest";
import { ANONYMOUS_DATA, anonymousPage, PERSONAL_PAGE } from "~/domain/delivery/cache-policy";
import { cacheableRequest, pageKey as keyOf, sharedHeaders, storable } from "./keys.server";

const ANONYMOUS_PAGE = anonymousPage(300);
const url = (path: string) => new URL(path, "http://localhost");
/** Parameters blocks declare (`queryParams` of blocks/<name>/schema.ts) that these tests use. */
const DECLARED = ["area", "day", "period", "step"];
const pageKey = (target: URL) => keyOf(target, DECLARED);
const html = (headers: Record<string, string>, status = 200) =>
  new Response("<html></html>", { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("which requests the page cache answers", () => {
  it("anonymous GET and HEAD of a page", () => {
    expect(cacheableRequest("GET", url("/programs/inner-compass"), undefined)).toBe(true);
    expect(cacheableRequest("HEAD", url("/de"), "tz=Europe%2FBerlin; _ga=1")).toBe(true);
  });

  it("not members, attendees, editors, data requests or other methods", () => {
    expect(cacheableRequest("GET", url("/"), "a=1; __Host-session=abc")).toBe(false);
    expect(cacheableRequest("GET", url("/"), "bp_attendee=xyz")).toBe(false);
    expect(cacheableRequest("GET", url("/webinar?a=2b9c"), undefined)).toBe(false);
    expect(cacheableRequest("GET", url("/?_storyblok=12"), undefined)).toBe(false);
    expect(cacheableRequest("GET", url("/programs.data"), undefined)).toBe(false);
    expect(cacheableRequest("POST", url("/"), undefined)).toBe(false);
  });

  it("keys by path and the declared query parameters, sorted", () => {
    expect(pageKey(url("/x?period=Monthly&day=2027-01-20"))).toBe(pageKey(url("/x?day=2027-01-20&period=Monthly")));
    expect(pageKey(url("/x?period=Monthly"))).not.toBe(pageKey(url("/x?period=Annually")));
    // A repeated parameter's values keep their order (the quiz lists the chosen areas in it).
    expect(pageKey(url("/x?area=b&step=outcomes&area=a"))).toBe(pageKey(url("/x?step=outcomes&area=b&area=a")));
    expect(pageKey(url("/x?area=b&area=a"))).not.toBe(pageKey(url("/x?area=a&area=b")));
    expect(pageKey(url("/de/x"))).not.toBe(pageKey(url("/x")));
  });

  it("leaves ad tags and undeclared parameters out of the key", () => {
    const clean = pageKey(url("/membership?period=Monthly"));
    for (const tagged of [
      "/membership?period=Monthly&gclid=Cj0KCQ1",
      "/membership?utm_source=google&utm_medium=cpc&period=Monthly&utm_campaign=x",
      "/membership?fbclid=IwAR2&msclkid=9&ttclid=1&_gl=1*abc&period=Monthly",
      "/membership?period=Monthly&x=17",
    ]) {
      expect(pageKey(url(tagged))).toBe(clean);
    }
  });

  it("shares only 200 HTML that shared caches may keep, without cookies", () => {
    expect(storable(html({ "Cache-Control": ANONYMOUS_PAGE }))).toBe(true);
    expect(storable(html({ "Cache-Control": PERSONAL_PAGE }))).toBe(false);
    expect(storable(html({ "Cache-Control": ANONYMOUS_DATA }))).toBe(false);
    expect(storable(html({ "Cache-Control": ANONYMOUS_PAGE }, 404))).toBe(false);
    expect(storable(html({ "Cache-Control": ANONYMOUS_PAGE, "Set-Cookie": "bp_attendee=1" }))).toBe(false);
    expect(storable(new Response("{}", { headers: { "Content-Type": "application/json", "Cache-Control": ANONYMOUS_PAGE } }))).toBe(false);
  });

  it("renders without a nonce only what a shared cache may keep and sets no cookie, whatever the status", () => {
    expect(sharedHeaders(new Headers({ "Cache-Control": ANONYMOUS_PAGE }))).toBe(true);
    expect(sharedHeaders(new Headers({ "Cache-Control": PERSONAL_PAGE }))).toBe(false);
    expect(sharedHeaders(new Headers())).toBe(false);
    expect(
      sharedHeaders(
        new Headers([
          ["Cache-Control", ANONYMOUS_PAGE],
          ["Set-Cookie", "bp_attendee=1"],
        ]),
      ),
    ).toBe(false);
  });
});
