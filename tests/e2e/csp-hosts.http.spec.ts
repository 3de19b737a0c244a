import { expect, test, type APIResponse } from "@playwright/test";
import { PORT_NO_ERROR_STORIES, PORT_SENTRY_SINK } from "../../playwright.config";
import { ASSET_ORIGIN } from "./asset-origin";

/**
 * The Content-Security-Policy's hosts and reporting, as a browser reads the header: images,
 * video and captions allowed from the hosts that serve them (in the sandbox, its second origin),
 * and, with a Sentry DSN, violations reported to Sentry's security endpoint, on shared pages too.
 */

/** A replay attendee's player page: the webinar video and its captions (sandbox/platform/fixtures/webinars.json). */
const PLAYER = "/masterclass/three-breath-reset/watch?a=5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02";

const directive = (response: APIResponse, name: string) =>
  (response.headers()["content-security-policy"] ?? "")
    .split(";")
    .map((d) => d.trim().split(" "))
    .find(([first]) => first === name)
    ?.slice(1) ?? null;

test("images, the webinar video and its captions are allowed from the hosts that serve them, and load cross-origin", async ({ request }) => {
  const page = await request.get(PLAYER);
  expect(page.status()).toBe(200);
  expect(directive(page, "img-src")).toContain(ASSET_ORIGIN);
  expect(directive(page, "media-src")).toEqual(["'self'", ASSET_ORIGIN]);
  const html = await page.text();
  const video = /<source src="([^"]+)"/.exec(html)?.[1];
  const captions = /<track [^>]*src="([^"]+)"/.exec(html)?.[1];
  const image = /<img [^>]*src="([^"]+)"/.exec(html)?.[1];
  for (const url of [video, captions, image]) {
    expect(new URL(url ?? "/", "http://site.invalid").origin).toBe(ASSET_ORIGIN);
    const asset = await request.get(url!, { headers: { origin: "http://localhost" } });
    expect(asset.status(), url).toBe(200);
    // Captions load through CORS (the player's crossorigin attribute), as the asset hosts allow.
    expect(asset.headers()["access-control-allow-origin"], url).toBe("*");
  }
  expect(html).toMatch(/<video [^>]*crossorigin="anonymous"/);
  // No DSN on this server: nowhere to report to.
  expect(directive(page, "report-to")).toBeNull();
  expect(page.headers()["reporting-endpoints"]).toBeUndefined();
});

test("with a Sentry DSN, violations are reported to Sentry's security endpoint: report-to with Reporting-Endpoints, and report-uri", async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://localhost:${PORT_NO_ERROR_STORIES}` });
  const endpoint = `http://127.0.0.1:${PORT_SENTRY_SINK}/api/1/security/?sentry_key=public&sentry_environment=production`;
  // A shared page twice (rendered, then from the page cache), and a page rendered for one visitor.
  const answers = [await api.get("/programs/inner-compass"), await api.get("/programs/inner-compass"), await api.get(PLAYER)];
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(directive(answer, "report-to")).toEqual(["csp-endpoint"]);
    expect(directive(answer, "report-uri")).toEqual([endpoint]);
    expect(answer.headers()["reporting-endpoints"]).toBe(`csp-endpoint="${endpoint}"`);
    expect(directive(answer, "media-src")).toContain(ASSET_ORIGIN);
  }
  // The shared page's header is the same for everyone: its scripts by hash, nothing of one request.
  const [first, again] = answers;
  expect(first!.headers()["content-security-policy"]).toMatch(/'sha256-/);
  expect(again!.headers()["content-security-policy"]).toBe(first!.headers()["content-security-policy"]);
  await api.dispose();
});
