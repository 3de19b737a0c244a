import { expect, test } from "@playwright/test";
import { request as httpRequest } from "node:http";
import { PORT, PORT_NO_ERROR_STORIES, PORT_SENTRY_SINK } from "../../playwright.config";
import { editorQuery } from "./preview";
import { SESSION_COOKIE } from "../../app/domain/members/session-cookie";

/**
 * What every answer carries besides its page: observability (events, request ids, error reports),
 * security headers and who may frame the site, redirects and the sign-in endpoints. The pages
 * themselves are routing.http.spec.ts's.
 */

test.describe("observability", () => {
  test("a Google-referred visit gets a 301 to the main host tagged utm_source=google", async ({ request }) => {
    const response = await request.get("/programs/inner-compass?a=1", { headers: { Referer: "https://www.google.com/" }, maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("https://www.brightpath.example/programs/inner-compass?a=1&utm_source=google");
    const tagged = await request.get("/programs/inner-compass?utm_source=google", { headers: { Referer: "https://www.google.com/" }, maxRedirects: 0 });
    expect(tagged.status()).toBe(200);
  });

  test("/honeycomb accepts a good event and forwards it; bad ones get 400, 413 or 415 with a reason", async ({ request }) => {
    const accepted = await request.post("/honeycomb", { data: { dataset: "email submitted", metadata: { form: "newsletter" } } });
    expect(accepted.status()).toBe(202);
    const { id } = (await accepted.json()) as { id: string };
    for (const [body, status, reason, type] of [
      ["{oops", 400, /not valid JSON/, "application/json"],
      [JSON.stringify({ dataset: "nope", metadata: {} }), 400, /dataset must be one of/, "application/json"],
      [JSON.stringify({ dataset: "webinar", metadata: { big: "x".repeat(10_000) } }), 413, /larger than/, "application/json"],
      ["dataset=webinar", 415, /application\/json/, "application/x-www-form-urlencoded"],
    ] as const) {
      const rejected = await request.post("/honeycomb", { data: Buffer.from(body), headers: { "Content-Type": type } });
      expect(rejected.status()).toBe(status);
      expect(((await rejected.json()) as { error: string }).error).toMatch(reason);
    }
    await expect
      .poll(async () => ((await (await request.get("/__sandbox/events?dataset=email%20submitted")).json()) as { data: { id: string } }[]).map((e) => e.data.id))
      .toContain(id);
  });

  test("a page view emits an http-request event", async ({ request }) => {
    const marker = `probe-${Date.now()}`;
    await request.get(`/quests/unstoppable-focus?${marker}=1`);
    await expect
      .poll(async () => {
        const events = (await (await request.get("/__sandbox/events?dataset=http-request")).json()) as {
          data: { path: string; query: Record<string, string>; method: string; system: string };
        }[];
        return events.find((e) => marker in e.data.query)?.data;
      })
      .toMatchObject({ method: "GET", path: "/quests/unstoppable-focus", system: "brightpath-web-server" });
  });

  test("every response carries a request id", async ({ request }) => {
    expect((await request.get("/")).headers()["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });
});

test.describe("security headers", () => {
  test("a shared page's CSP allows its inline scripts by hash; a personal page's by a per-request nonce", async ({ request }) => {
    const shared = await request.get("/programs/inner-compass");
    const csp = shared.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+ https:/);
    expect(csp).not.toContain("'strict-dynamic'");
    expect(csp).not.toContain("'nonce-");
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("app.storyblok.com");
    expect(await shared.text()).not.toContain("nonce=");
    const personal = await request.get("/membership/thank-you?PSubscriptionID=8a3f12c07e5d4b9a");
    const nonce = /'nonce-([^']+)'/.exec(personal.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...(await personal.text()).matchAll(/<script([^>]*)>/g)]
      .map((m) => m[1] ?? "")
      .filter((attrs) => !attrs.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((attrs) => attrs.includes(`nonce="${nonce}"`))).toBe(true);
    const again = await request.get("/membership/thank-you?PSubscriptionID=8a3f12c07e5d4b9a");
    expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
    expect(shared.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(shared.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("redirects and early refusals carry the security headers too", async ({ baseURL }) => {
    const answers = {
      "trailing-slash 301": await fetch(`${baseURL}/programs/inner-compass/`, { redirect: "manual" }),
      "bad percent-encoding 400": await fetch(`${baseURL}/%E0%A4%A`, { redirect: "manual" }),
      "backslash path 404": await fetch(`${baseURL}/a%5Cb`, { redirect: "manual" }),
      "other method 405": await fetch(`${baseURL}/`, { method: "PATCH", redirect: "manual" }),
      "search redirect 301": await fetch(`${baseURL}//x`, { redirect: "manual", headers: { Referer: "https://www.google.com/" } }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.status, name).toBe(Number(name.slice(-3)));
      expect(response.headers.get("content-security-policy"), name).toContain("default-src 'self'");
      expect(response.headers.get("x-content-type-options"), name).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), name).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), name).toContain("camera=()");
    }
  });

  test("only the verified visual editor may frame the site", async ({ request }) => {
    const csp = (await request.get(`/?${editorQuery()}`)).headers()["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'self' https://app.storyblok.com");
  });
});

test.describe("error reporting", () => {
  test("a loader error arrives at Sentry with its route, scrubbed of personal data", async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: `http://localhost:${PORT_NO_ERROR_STORIES}` });
    const response = await api.get("/lab/upstream-failure?email=ada%40example.org");
    expect(response.status()).toBe(503);
    expect(await response.text()).toContain("Something went wrong...");
    await api.dispose();
    const sink = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${PORT_SENTRY_SINK}` });
    await expect
      .poll(
        async () => {
          const items = (await (await sink.get("/events")).json()) as { type: string; payload: { tags?: Record<string, string> } }[];
          return items.find((item) => item.type === "event" && item.payload.tags?.slug === "lab/upstream-failure")?.payload.tags;
        },
        { timeout: 10_000 },
      )
      .toMatchObject({ route: "story", slug: "lab/upstream-failure" });
    const raw = await (await sink.get("/events")).text();
    expect(raw).not.toContain("ada@example.org");
    expect(raw).not.toContain("ada%40example.org");
    await sink.dispose();
  });
});

test.describe("redirects", () => {
  test("page_redirect leaves the site with 302; an unsafe one is refused and the page served", async ({ request }) => {
    const moved = await request.get("/lab/moved", { maxRedirects: 0 });
    expect(moved.status()).toBe(302);
    expect(moved.headers().location).toBe("https://www.brightpath-archive.example/masterclass");
    const unsafe = await request.get("/lab/unsafe-redirect", { maxRedirects: 0 });
    expect(unsafe.status()).toBe(200);
    expect(await unsafe.text()).toContain("A redirect that is refused");
  });

  test("/redirect follows only validated targets", async ({ request }) => {
    const cases: [string, string][] = [
      ["/redirect?to=%2Fprograms%2Finner-compass%3Fa%3D1", "/programs/inner-compass?a=1"],
      ["/de/redirect?to=%2Fprograms%2Finner-compass", "/de/programs/inner-compass"],
      ["/redirect?to=https%3A%2F%2Fshop.brightpath.example%2Fcart", "https://shop.brightpath.example/cart"],
      ["/redirect?to=javascript%3Aalert(1)", "/"],
      ["/redirect?to=%2F%2Fevil.example", "/"],
      ["/redirect?to=%2F%5Cevil.example", "/"],
      ["/fr/redirect", "/fr"],
      // Other hosts, and paths that normalise into another host, go home.
      ["/redirect?to=https%3A%2F%2Fevil.example%2F", "/"],
      [`/de/redirect?to=${encodeURIComponent("https://evil。example/")}`, "/de"],
      [`/redirect?to=${encodeURIComponent("/a/..//evil.example")}`, "/"],
      [`/redirect?to=${encodeURIComponent("/%2e%2e//evil.example")}`, "/"],
    ];
    for (const [path, location] of cases) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(location);
    }
    expect((await request.get("/xx/redirect?to=/", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("a path with a backslash is a 404, never a redirect to another host", async () => {
    // Sent raw: URL parsers (browsers, Playwright) would turn the backslash into a slash.
    for (const rawPath of ["/\\evil.example/", "/%5Cevil.example/", "/de/\\evil.example"]) {
      const { status, location } = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port: PORT, path: rawPath, method: "GET" }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on("error", reject);
        req.end();
      });
      expect(status, rawPath).toBe(404);
      expect(location, rawPath).toBeUndefined();
    }
  });
});

test.describe("sign-in endpoints", () => {
  test("GET /logout does not sign out; login keeps only same-site return paths", async ({ request }) => {
    expect((await request.get("/logout")).status()).toBe(405);
    const hostile = await request.get("/login?returnTo=https%3A%2F%2Fevil.example%2F", { maxRedirects: 0 });
    expect(hostile.status()).toBe(302);
    const cookies = hostile.headers()["set-cookie"] ?? "";
    expect(cookies).toContain("auth_return=");
    expect(decodeURIComponent(cookies)).not.toContain("evil.example");
    expect(hostile.headers().location).toContain("/__sandbox/auth0/authorize?");
    expect(hostile.headers().location).toContain("offline_access");
  });

  test("a callback without a valid state does not sign in", async ({ request }) => {
    const response = await request.get("/pagebuilder-auth-redirect?code=abc&state=forged", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["set-cookie"] ?? "").not.toContain(`${SESSION_COOKIE}=`);
  });
});
