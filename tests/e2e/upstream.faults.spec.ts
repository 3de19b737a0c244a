import { expect, test, type APIRequestContext } from "@playwright/test";
import { application, SSN } from "./affiliate-fixtures";
import { axeViolations } from "./axe";

/**
 * Upstream faults: each upstream in turn refuses connections,
 * answers 500, never answers, sends malformed JSON or 30 MB, through the sandbox's fault switch
 * (`/__sandbox/faults`) on a server of its own whose failure memory is on. Pages answer within
 * their budget with the right status, and no form post loses what the visitor typed.
 * The tests share that server's faults, so they run one after another.
 */
test.describe.configure({ mode: "serial" });

const FAULTS = ["down", "500", "hang", "malformed", "huge"] as const;
type Upstream = "storyblok" | "platform" | "connect" | "checkout" | "location";

/** Longest a page may take with one upstream failing ("a stalled Storyblok costs a cold page ≤ 5 s"; every upstream's deadline is at most 3 s). */
const PAGE_BUDGET_MS = 5_000;

async function breakUpstreams(request: APIRequestContext, faults: Partial<Record<Upstream, string>>, forget: boolean) {
  const response = await request.post("/__sandbox/faults", { data: { faults, forget } });
  expect(response.status()).toBe(200);
}

async function timed(run: () => Promise<{ status(): number; text(): Promise<string> }>) {
  const started = Date.now();
  const response = await run();
  const body = await response.text();
  return { status: response.status(), body, ms: Date.now() - started };
}

test.afterAll(async ({ request }) => {
  await breakUpstreams(request, {}, true);
});

for (const fault of FAULTS) {
  test(`Storyblok ${fault}, nothing cached: 503 with the error page within budget, then at once`, async ({ request }) => {
    await breakUpstreams(request, { storyblok: fault }, true);
    const first = await timed(() => request.get("/legal/imprint"));
    expect(first.status).toBe(503);
    expect(first.body).toContain("Something went wrong...");
    expect(first.ms).toBeLessThan(PAGE_BUDGET_MS);
    // The failure is remembered: the next page does not wait for Storyblok again.
    const second = await timed(() => request.get("/about/our-story"));
    expect(second.status).toBe(503);
    expect(second.ms).toBeLessThan(1_000);
  });
}

test("Storyblok stalling costs a page seen before nothing: it is served from the cache", async ({ request }) => {
  await breakUpstreams(request, {}, true);
  expect((await request.get("/legal/imprint")).status()).toBe(200);
  await breakUpstreams(request, { storyblok: "hang" }, false);
  const page = await timed(() => request.get("/legal/imprint"));
  expect(page.status).toBe(200);
  expect(page.ms).toBeLessThan(1_000);
});

test("a form posted while Storyblok is down answers 503 with the visitor's values to send again, SSN aside", async ({ request }) => {
  await breakUpstreams(request, { storyblok: "500" }, true);
  const fields = application({ company: "Outage Studio" });
  const posted = await timed(() => request.post("/affiliates/apply", { form: { _block: "affiliate-form", ...fields }, maxRedirects: 0 }));
  expect(posted.status).toBe(503);
  expect(posted.ms).toBeLessThan(PAGE_BUDGET_MS);
  expect(posted.body).toContain("Your entries are safe");
  expect(posted.body).toContain('<input type="hidden" name="company" value="Outage Studio"/>');
  expect(posted.body).toContain(`<input type="hidden" name="email" value="${fields.email}"/>`);
  expect(posted.body).not.toContain(SSN);
});

test("in a browser, the kept entries are sent again once Storyblok is back, and the page passes axe", async ({ page, request }) => {
  await breakUpstreams(request, { storyblok: "500" }, true);
  await page.goto("/de/legal/imprint").catch(() => undefined);
  // A plain form post, as the affiliate form sends before hydration.
  await page.setContent(
    `<form method="post" action="/de/affiliates/apply"><input name="_block" value="x"><input name="company" value="Outage Studio"><input name="email" value="kept@example.com"></form>`,
  );
  await Promise.all([page.waitForURL("**/de/affiliates/apply"), page.evaluate(() => document.forms[0]?.submit())]);
  await expect(page.getByRole("heading", { name: "Deine Eingaben sind sicher" })).toBeVisible();
  await page.getByText("Deine Eingaben", { exact: true }).click();
  await expect(page.getByText("kept@example.com")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await breakUpstreams(request, {}, true);
  const resent = page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/de/affiliates/apply"));
  await page.getByRole("button", { name: "Erneut senden" }).click();
  // Storyblok answers again: the post reaches the page's action, which names the unknown form.
  expect((await resent).status()).toBe(400);
  // Let that document finish loading: closing the context mid-navigation has hung Chromium's teardown (60 s).
  await page.waitForLoadState("load");
});

for (const [upstream, path] of [
  ["platform", "/gallery/blocks"],
  ["connect", "/gallery/blocks"],
  ["checkout", "/membership"],
  ["location", "/affiliates/apply"],
] as const) {
  for (const fault of FAULTS) {
    test(`${upstream} ${fault}: ${path} still answers 200 within budget`, async ({ request }) => {
      await breakUpstreams(request, { [upstream]: fault }, true);
      const page = await timed(() => request.get(path, { headers: { "Fly-Client-IP": "203.0.113.7" } }));
      expect(page.status).toBe(200);
      expect(page.ms).toBeLessThan(PAGE_BUDGET_MS);
      expect(page.body).not.toMatch(/at \S+ \(\S+:\d+:\d+\)/);
    });
  }
}
