import { createHmac } from "node:crypto";
import { expect } from "@playwright/test";
import { BROWSER, redisPairTest as test } from "./servers";

/**
 * Past one machine: two production servers share one Redis and one
 * sandbox CMS (SANDBOX_STORY_OVERRIDES_DIR). A story is published in the sandbox, a signed
 * webhook reaches instance A only, and the next request on B shows the new content. The two
 * servers and their Redis are the stack servers.ts starts (shared with sessions.redis).
 */
test.describe.configure({ mode: "serial" });

let A = "";
let B = "";
const SECRET = "sandbox-webhook-secret"; // SANDBOX_CREDENTIALS.STORYBLOK_WEBHOOK_SECRET

test.beforeAll(({ stack }) => {
  [A = "", B = ""] = stack.urls;
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
