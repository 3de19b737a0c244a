import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cloudflarePurger, purgeKeys, surrogateKeys, varnishPurger } from "./cdn-purge.server";

const seen: { method: string; url: string; headers: Record<string, string>; body: string }[] = [];
const server = setupServer(
  http.all("http://varnish.test/", async ({ request }) => {
    seen.push({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body: await request.text() });
    return new HttpResponse("Invalidated", { status: request.headers.get("xkey-purge") === "fail" ? 403 : 200 });
  }),
  http.post("https://cf.test/zones/:zone/purge_cache", async ({ request, params }) => {
    seen.push({ method: request.method, url: String(params.zone), headers: Object.fromEntries(request.headers), body: await request.text() });
    return HttpResponse.json({ success: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

describe("surrogate keys", () => {
  it("every page carries the site key; a story's purge also reaches pages built from every story", () => {
    expect(surrogateKeys(["slug:home", "id:7"])).toEqual(["site", "slug:home", "id:7"]);
    expect(purgeKeys(["id:7"])).toEqual(["id:7", "any-story"]);
  });
});

describe("purgers", () => {
  it("Varnish gets PURGE with the keys in xkey-purge, and a refusal is an error", async () => {
    await varnishPurger("http://varnish.test/").purge(["slug:home", "id:7"]);
    expect(seen).toMatchObject([{ method: "PURGE", headers: { "xkey-purge": "slug:home id:7" } }]);
    await expect(varnishPurger("http://varnish.test/").purge(["fail"])).rejects.toThrow(/Varnish answered 403/);
  });

  it("Cloudflare gets the tags in calls of at most 30, with the token", async () => {
    const keys = Array.from({ length: 31 }, (_, i) => `id:${i}`);
    await cloudflarePurger("0123456789abcdef0123456789abcdef", "token-token-token-token", "https://cf.test").purge(keys);
    expect(seen.map((call) => (JSON.parse(call.body) as { tags: string[] }).tags.length)).toEqual([30, 1]);
    expect(seen[0]).toMatchObject({ url: "0123456789abcdef0123456789abcdef", headers: { authorization: "Bearer token-token-token-token" } });
  });
});
