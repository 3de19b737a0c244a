import { describe, expect, it } from "vitest";
import { ANONYMOUS_DATA, anonymousPage, PERSONAL_PAGE } from "~/domain/cache-policy";
import { cachedPage, PageNotStored, purgeAllPages, purgePages, type StoredPage } from "~/services/page-cache.server";
import { cacheableRequest, pageKey, storable } from "./shared-pages.server";

const ANONYMOUS_PAGE = anonymousPage(300);
const url = (path: string) => new URL(path, "http://localhost");
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
  });
});

describe("page store in memory", () => {
  const page = (body: string, deps: string[]): StoredPage => ({ status: 200, headers: [], body, scriptHashes: [], br: "", gzip: "", etag: 'W/"x"', deps });

  it("renders once, then serves the copy until a story it read is published", async () => {
    await purgeAllPages();
    let renders = 0;
    const render = async () => page(`v${++renders}`, ["slug:home", "id:7"]);
    expect((await cachedPage("k1", render)).body).toBe("v1");
    expect((await cachedPage("k1", render)).body).toBe("v1");
    expect(await purgePages(["slug:other"])).toBe(0);
    expect((await cachedPage("k1", render)).body).toBe("v1");
    expect(await purgePages(["id:7"])).toBe(1);
    expect((await cachedPage("k1", render)).body).toBe("v2");
  });

  it("concurrent misses share one render", async () => {
    await purgeAllPages();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page("same", []);
    };
    await Promise.all([cachedPage("k2", render), cachedPage("k2", render), cachedPage("k2", render)]);
    expect(renders).toBe(1);
  });

  it("an answer that may not be stored is rendered every time", async () => {
    await purgeAllPages();
    let renders = 0;
    const render = async (): Promise<StoredPage> => {
      renders += 1;
      throw new PageNotStored(page("personal", []));
    };
    await expect(cachedPage("k3", render)).rejects.toBeInstanceOf(PageNotStored);
    await expect(cachedPage("k3", render)).rejects.toBeInstanceOf(PageNotStored);
    expect(renders).toBe(2);
  });
});
