import express from "express";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storyblokHandlers } from "../../sandbox/storyblok";
import { clearCache } from "~/services/cache.server";
import { forgetRedirectRules, previewRedirectRules, redirectTable } from "~/services/redirect-rules.server";
import { forgetLastGoodStories } from "~/services/storyblok.server";
import { applyWebhook } from "~/services/page-cache/webhook.server";
import { applyRedirectRules, redirectDataRequest } from "./redirects.server";

/** The front door's redirects over the sandbox's `global/redirects` story, through the real Storyblok client. */
const storyReads: string[] = [];
const upstream = setupServer(...storyblokHandlers);
upstream.events.on("request:start", ({ request }) => {
  if (request.url.includes("global/redirects")) storyReads.push(request.url);
});

const app = express();
app.use(applyRedirectRules);
app.use((_req, res) => res.status(200).send("page"));
let base = "";
let listener: ReturnType<typeof app.listen>;

beforeAll(async () => {
  upstream.listen({ onUnhandledRequest: "bypass" });
  listener = app.listen(0);
  await new Promise((resolve) => listener.once("listening", resolve));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
beforeEach(() => {
  clearCache();
  forgetLastGoodStories();
  forgetRedirectRules();
  storyReads.length = 0;
});
afterEach(() => upstream.resetHandlers());
afterAll(() => {
  upstream.close();
  listener.close();
});

const get = (path: string, method = "GET") => fetch(`${base}${path}`, { method, redirect: "manual" });

describe("applyRedirectRules", () => {
  it("redirects a rule's path in every language with its status, keeping the query", async () => {
    const response = await get("/de/old-membership?utm_source=news&x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/de/membership?utm_source=news&x=1");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const offer = await get("/spring-offer?a=b");
    expect(offer.status).toBe(302);
    expect(offer.headers.get("location")).toBe("/membership?period=monthly&a=b");
    expect(offer.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves refused rules, other methods, other paths and the visual editor alone", async () => {
    for (const path of ["/loop-a", "/chain-start", "/login", "/partner", "/retired-page", "/membership"]) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect((await get("/old-membership", "POST")).status).toBe(200);
    expect((await get("/old-membership?_storyblok=1")).status).toBe(200);
  });

  it("reads the story once per cache period, not once per request", async () => {
    for (let i = 0; i < 20; i += 1) await get(`/de/old-membership?i=${i}`);
    expect(storyReads).toHaveLength(1);
    expect(redirectTable()).not.toBeInstanceOf(Promise);
  });

  it("reloads the rules at once when the signed webhook reports global/redirects published", async () => {
    await get("/old-membership");
    expect(storyReads).toHaveLength(1);
    await applyWebhook({ action: "published", full_slug: "global/redirects", story_id: 1 });
    expect(redirectTable()).toBeInstanceOf(Promise); // forgotten: the table is built again from the story
    expect((await get("/old-membership")).status).toBe(301);
    expect(redirectTable()).not.toBeInstanceOf(Promise);
  });

  it("serves pages without rules when Storyblok fails before the first load", async () => {
    upstream.use(http.get("*/v2/cdn/*", () => HttpResponse.json({ error: "down" }, { status: 500 })));
    expect((await get("/old-membership")).status).toBe(200);
  });

  it("reports the sandbox's good and bad rules for the preview page", async () => {
    const { reports } = await previewRedirectRules();
    const byFrom = Object.fromEntries(reports.map((r) => [r.from, r]));
    expect(byFrom["/old-membership"]!.applied).toBe(true);
    expect(byFrom["/loop-a"]!.problems[0]).toMatch(/^Loop/);
    expect(byFrom["/chain-start"]!.problems[0]).toMatch(/^Chain/);
    expect(byFrom["/login"]!.problems[0]).toMatch(/fixed page/);
    expect(byFrom["/partner"]!.problems[0]).toMatch(/allowed host/);
    expect(byFrom["/retired-page"]).toMatchObject({ active: false, applied: false, problems: [] });
  });

  it("answers a client-side navigation's data request for a moved page with the rule's redirect", async () => {
    const page = new Response("data");
    const moved = await redirectDataRequest(page, { request: new Request("http://site.test/de/old-membership.data?utm_source=x&_routes=root") });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/de/membership?utm_source=x");
    const root = await redirectDataRequest(page, { request: new Request("http://site.test/_root.data?_routes=root") });
    expect(root).toBe(page);
    for (const url of ["http://site.test/membership.data", "http://site.test/loop-a.data", "http://site.test/old-membership"]) {
      expect(await redirectDataRequest(page, { request: new Request(url) }), url).toBe(page);
    }
  });
});
