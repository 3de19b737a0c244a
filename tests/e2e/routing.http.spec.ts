import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { PORT, PORT_NO_ERROR_STORIES } from "../../playwright.config";
import { editorQuery } from "./preview";

/**
 * Story pages over HTTP: their language and direction, statuses (301, 404, the error page), what a
 * CDN may keep, preview and drafts, compression and hashed assets. Headers, redirects and sign-in
 * endpoints are headers-and-redirects.http.spec.ts's.
 */

test.describe("server-rendered story pages", () => {
  test("home renders on the server in English and German with <html lang>", async ({ request }) => {
    for (const [path, lang] of [
      ["/", "en"],
      ["/home", "en"],
      ["/en", "en"],
      ["/de", "de"],
      ["/de/home", "de"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}" dir="ltr"`);
      expect(html.includes('data-block="hero"'), path).toBe(true);
      const headline = lang === "en" ? "Grow into the person you are becoming" : "Wachse in den Menschen hinein, der du gerade wirst";
      expect(html.includes(headline), `${path} shows "${headline}"`).toBe(true);
    }
  });

  test("Arabic pages are right to left", async ({ request }) => {
    expect(await (await request.get("/ar")).text()).toContain('<html lang="ar" dir="rtl"');
  });

  test("product and trainer pages render the story at their path", async ({ request }) => {
    for (const path of ["/programs/inner-compass", "/quests/unstoppable-focus", "/trainers/amara-okafor", "/fr/programs/inner-compass"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('data-block="page"');
    }
  });

  test("published pages may be kept by a CDN: the same bytes for every anonymous visitor (decision 0026)", async ({ request }) => {
    const response = await request.get("/programs/inner-compass");
    expect(response.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
  });

  test("a trailing slash gives 301 to the same path and query", async ({ request }) => {
    const response = await request.get("/x/y/?a=1&b=2", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/x/y?a=1&b=2");
    const root = await request.get("/", { maxRedirects: 0 });
    expect(root.status()).toBe(200);
  });

  test("an unknown path answers 404 with the error story", async ({ request }) => {
    const response = await request.get("/this/page/does-not-exist");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<title>This page could not be found[^<]*<\/title>/);
    expect(html).toContain("This page could not be found");
    expect(html).toContain('data-block="page"');
    expect(html).not.toMatch(/<p[^>]*>Something went wrong\.\.\.<\/p>/);
  });

  test("odd paths, unknown languages and broken queries never give a 500", async ({ request }) => {
    const cases: [string, number][] = [
      ["/xx", 404],
      ["/xx/programs/inner-compass", 404],
      ["/membership", 200],
      ["/membership/nope", 404],
      ["/DE", 404],
      ["/de/xx/test-no-sb", 404],
      ["/xx/test-no-sb", 404],
      ["/%E0%A4%A", 400],
      ["/a/%ZZ/b", 400],
      ["/..%2f..%2fetc%2fpasswd", 404],
      [`/${"long-segment/".repeat(60)}end`, 404],
      ["/programs/inner-compass?%E0%A4%A=1&&=&a[b]=c", 200],
      ["/?_storyblok=1", 200],
      ["/de/test-no-sb", 200],
    ];
    for (const [path, status] of cases) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      expect(await response.text(), path).not.toMatch(/at .*\.(js|ts):\d+/);
    }
  });

  test("the static layout page runs no script (its JSON-LD is data)", async ({ request }) => {
    const html = await (await request.get("/about/our-story")).text();
    expect(html).toContain('data-block="page"');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, "")).not.toMatch(/<script/i);
    expect(html).not.toContain("modulepreload");
  });

  test("the no-tailwind pages have no Tailwind stylesheet", async ({ request }) => {
    for (const path of ["/legal/imprint", "/test-no-tw", "/test-no-tw-no-sb"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<link rel="stylesheet" href="\/assets\/basic-[^"]+\.css"/);
      expect(html, path).not.toMatch(/tailwind-[^"]*\.css/);
    }
    expect(await (await request.get("/test-no-sb")).text()).toMatch(/tailwind-[^"]*\.css/);
  });

  test("a verified visual-editor request gets the draft; a forged one the published story", async ({ request }) => {
    const draft = await request.get(`/?${editorQuery()}`);
    const draftHtml = await draft.text();
    expect(draftHtml).toContain("Draft preview: Grow into the person you are becoming");
    expect(draft.headers()["cache-control"]).toContain("no-store");

    const forged = await request.get(`/?${editorQuery({ token: "0".repeat(40) })}`);
    const forgedHtml = await forged.text();
    expect(forgedHtml).not.toContain("Draft preview");
    expect(forgedHtml).toContain("Grow into the person you are becoming");

    const bare = await (await request.get("/?_storyblok=1")).text();
    expect(bare).not.toContain("Draft preview");
  });

  test("the preview token never reaches the browser", async ({ request }) => {
    const html = await (await request.get(`/?${editorQuery()}`)).text();
    expect(html).not.toContain("sandbox-preview-token");
  });

  test("without an error story the error page shows the status and the fallback text", async ({ request }) => {
    const response = await request.get(`http://localhost:${PORT_NO_ERROR_STORIES}/no/such/page`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("This page could not be found");
    expect(html).toMatch(/<p[^>]*>Something went wrong\.\.\.<\/p>/);
    expect(html).toContain(">404<");
  });

  test("responses are compressed", async ({ request }) => {
    const response = await request.get("/programs/inner-compass", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("pages with unknown or invalid bloks still answer 200", async ({ request }) => {
    for (const path of ["/lab/unknown-component", "/lab/invalid-blok"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('data-block="heading"');
    }
  });

  test("the error-page resource validates its query", async ({ request }) => {
    expect((await request.get("/resources/error-page?status=abc")).status()).toBe(400);
    const response = await request.get("/resources/error-page?status=500&lang=de");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ statusCode: 500, story: { full_slug: "global/error-500" } });
  });

  test("the health check answers", async ({ request }) => {
    const response = await request.get("/healthcheck");
    expect(response.status()).toBe(200);
  });

  test("hashed assets are immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset ?? "");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("hashed assets go out as the build compressed them, in the encoding the browser accepts", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(html);
    const asset = script?.[1] ?? script?.[2] ?? "";
    expect(asset).toBeTruthy();
    const plain = await request.get(asset, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    const original = await plain.body();
    expect(original.length).toBeGreaterThan(1024);

    for (const [accept, encoding, extension] of [
      ["gzip, deflate, br, zstd", "br", "br"],
      ["gzip", "gzip", "gz"],
    ] as const) {
      // fetch: its own Accept-Encoding is sent as given, and Content-Length shows what travelled.
      const response = await fetch(`http://localhost:${PORT}${asset}`, { headers: { "accept-encoding": accept } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(response.headers.get("content-type")).toMatch(/javascript/);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // The build's file, byte for byte: nothing was compressed for this request.
      const built = readFileSync(`build/client${asset}.${extension}`);
      expect(Number(response.headers.get("content-length"))).toBe(built.length);
      expect(built.length).toBeLessThan(original.length / 2);
      expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true); // fetch decodes it
    }
  });
});

test.describe("content problems in preview", () => {
  test("visitors never see unknown or invalid bloks; the editor sees each flagged", async ({ request }) => {
    const visitor = await (await request.get("/lab/invalid-blok")).text();
    expect(visitor).not.toContain("Content problems");
    expect(visitor).not.toContain("not-a-valid-id");

    const editor = await (await request.get(`/lab/invalid-blok?${editorQuery()}`)).text();
    expect(editor).toContain("Content problems");
    expect(editor).toContain("Block “button” has invalid fields");
    expect(editor).toContain("video_id: must be an 11-character YouTube video id");

    const unknown = await (await request.get(`/lab/unknown-component?${editorQuery()}`)).text();
    expect(unknown).toContain("Unknown block “countdown_timer_v0”");
  });
});

test.describe("form posts to story pages", () => {
  test("a post no block accepts gets 400 with a reason, not a crash", async ({ request }) => {
    const missing = await request.post("/programs/inner-compass", { form: { name: "x" } });
    expect(missing.status()).toBe(400);
    expect(await missing.text()).toContain("The form must name its block");
    const unknown = await request.post("/programs/inner-compass", { form: { _block: "nope" } });
    expect(unknown.status()).toBe(400);
    const nowhere = await request.post("/no/such/page", { form: { _block: "nope" } });
    expect(nowhere.status()).toBe(404);
  });
});
