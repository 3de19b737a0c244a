import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { Redis } from "ioredis";
import { PORT_PAGE_CACHE_A, PORT_PAGE_CACHE_B, PORT_PAGE_CACHE_REDIS } from "../../playwright.config";

/**
 * Past one machine: two production servers share one Redis and one
 * sandbox CMS (SANDBOX_STORY_OVERRIDES_DIR). A story is published in the sandbox, a signed
 * webhook reaches instance A only, and the next request on B shows the new content. This spec
 * starts its own redis-server and servers (ports from playwright.config.ts) and stops them.
 */
test.describe.configure({ mode: "serial" });

const REDIS_URL = `redis://127.0.0.1:${PORT_PAGE_CACHE_REDIS}`;
const A = `http://127.0.0.1:${PORT_PAGE_CACHE_A}`;
const B = `http://127.0.0.1:${PORT_PAGE_CACHE_B}`;
const SECRET = "sandbox-webhook-secret"; // SANDBOX_CREDENTIALS.STORYBLOK_WEBHOOK_SECRET
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36" };

const children: ChildProcess[] = [];
let redis: Redis | null = null;
let dir = "";
process.once("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  children.push(child);
  return child;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = mkdtempSync(path.join(tmpdir(), "page-cache-redis-"));
  start("redis-server", ["--port", String(PORT_PAGE_CACHE_REDIS), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir]);
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 200 });
  redis.on("error", () => undefined);
  await expect.poll(() => redis?.ping().catch(() => null), { timeout: 15_000 }).toBe("PONG");
  for (const base of [A, B]) {
    start(process.execPath, ["build/server.js"], {
      NODE_ENV: "production",
      MOCKS: "true",
      PORT: new URL(base).port,
      REDIS_URL,
      SANDBOX_STORY_OVERRIDES_DIR: path.join(dir, "stories"),
      // Long enough that only the webhook can explain new content.
      PAGE_CACHE_TTL_MS: "600000",
      STORY_CACHE_TTL_MS: "600000",
    });
  }
  for (const base of [A, B]) {
    await expect.poll(async () => (await fetch(`${base}/healthcheck`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
  }
});

test.afterAll(async () => {
  redis?.disconnect();
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }),
  );
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const title = async (base: string, pathname: string) => {
  const response = await fetch(`${base}${pathname}`, { headers: BROWSER });
  return { state: response.headers.get("x-page-cache"), title: /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? "" };
};

function webhook(base: string, payload: object, secret = SECRET) {
  const body = JSON.stringify(payload);
  const signature = createHmac("sha1", secret).update(body).digest("hex");
  return fetch(`${base}/api/storyblok/webhook`, { method: "POST", body, headers: { "content-type": "application/json", "webhook-signature": signature } });
}

test("a publish through the signed webhook on A shows on B at the next request, in every language", async () => {
  const before = await title(B, "/programs/inner-compass");
  const beforeDe = await title(B, "/de/programs/inner-compass");
  expect((await title(A, "/programs/inner-compass")).state).toBe("hit"); // one shared cache: B's render serves A
  expect((await title(B, "/")).state).toBe("miss");

  const published = await fetch(`${A}/__sandbox/storyblok/publish`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ slug: "programs/inner-compass", story: { content: { seo_title: "Inner Compass, freshly published" } } }),
  });
  expect(published.status).toBe(200);
  // Without the webhook both instances keep serving what they stored.
  expect(await title(B, "/programs/inner-compass")).toEqual({ ...before, state: "hit" });

  const unsigned = await fetch(`${A}/api/storyblok/webhook`, { method: "POST", body: JSON.stringify({ action: "published", story_id: 1 }) });
  expect(unsigned.status).toBe(401);
  expect((await webhook(A, { action: "published", story_id: 1 }, "a-wrong-secret-of-length")).status).toBe(401);

  const hook = await webhook(A, {
    action: "published",
    text: "The user published the Story",
    story_id: 400000004,
    space_id: 100001,
    full_slug: "programs/inner-compass",
  });
  expect(hook.status).toBe(200);

  expect((await title(B, "/programs/inner-compass")).title).toBe("Inner Compass, freshly published | Brightpath");
  expect(beforeDe.title).not.toContain("freshly published");
  expect((await title(A, "/de/programs/inner-compass")).title).toBe("Inner Compass, freshly published | Brightpath");
  // Other pages stay cached.
  expect((await title(B, "/")).state).toBe("hit");
});

test("publishing a story another page includes purges that page on every instance", async () => {
  const page = async (base: string) => {
    const response = await fetch(`${base}/`, { headers: BROWSER });
    return { state: response.headers.get("x-page-cache"), html: await response.text() };
  };
  await page(A); // stored (or already stored by the test before)
  expect((await page(B)).state).toBe("hit");
  const published = await fetch(`${B}/__sandbox/storyblok/publish`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ slug: "templates/newsletter-cta", story: { content: { title: "Letters, freshly published" } } }),
  });
  expect(published.status).toBe(200);
  expect((await page(A)).html).not.toContain("Letters, freshly published");
  const hook = await webhook(B, { action: "published", story_id: 400000002, space_id: 100001, full_slug: "templates/newsletter-cta" });
  expect(await hook.json()).toEqual({ purged: expect.any(Number), cdn: [] });
  const after = await page(A);
  expect(after.state).toBe("miss");
  expect(after.html).toContain("Letters, freshly published");
});

test("a global story's webhook purges every page", async () => {
  expect((await title(A, "/")).state).toBe("hit");
  expect((await webhook(B, { action: "published", story_id: 1, space_id: 100001, full_slug: "global/footer" })).status).toBe(200);
  expect((await title(A, "/")).state).toBe("miss");
});

test("a replayed webhook is acknowledged and ignored on every instance; the same story published again is applied", async () => {
  const publish = (title: string) =>
    fetch(`${A}/__sandbox/storyblok/publish`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slug: "legal/imprint", story: { content: { seo_title: title } } }),
    });
  const body = { action: "published", text: "The user published the Story", story_id: 400000009, space_id: 100001, full_slug: "legal/imprint" };
  expect((await publish("Imprint, first edition")).status).toBe(200);
  expect(await (await webhook(A, body)).json()).toEqual({ purged: expect.any(Number), cdn: [] });
  expect((await title(B, "/legal/imprint")).title).toBe("Imprint, first edition | Brightpath");
  expect((await title(B, "/legal/imprint")).state).toBe("hit");
  // The same signed bytes again, at the other instance: nothing is purged.
  expect(await (await webhook(B, body)).json()).toEqual({ purged: 0, cdn: [], replay: true });
  expect((await title(A, "/legal/imprint")).state).toBe("hit");
  // A second publish sends the same body, but the space's version moved: it is applied.
  expect((await publish("Imprint, second edition")).status).toBe(200);
  expect(await (await webhook(B, body)).json()).toEqual({ purged: expect.any(Number), cdn: [] });
  expect((await title(A, "/legal/imprint")).title).toBe("Imprint, second edition | Brightpath");
});
