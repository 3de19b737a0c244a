import { createHmac } from "node:crypto";
import { expect } from "@playwright/test";
import { anonymousPage, PERSONAL_PAGE } from "../../app/domain/delivery/cache-policy";
import { editorQuery } from "./preview";
import { BROWSER, withServers } from "./servers";
import { CDN_ENV } from "./cdn-stack";

/**
 * Storyblok releases (docs/product/preview-and-editors.md): an editor previews the sandbox's
 * "Spring launch" release of /membership while visitors and plain previews keep the published
 * page; merging it (`POST /__sandbox/storyblok/releases/<id>/merge`, which sends the signed
 * `release.merged` webhook to one instance) reaches visitors of both instances, which share
 * Redis, and of Varnish in front of the first, at their next request, on a CDN-shareable answer.
 */
const test = withServers({ servers: 2, redis: true, varnish: true, env: CDN_ENV });
test.describe.configure({ mode: "serial" });

const SPRING = "Spring into a new habit: every quest and every teacher, all season";
const SPRING_DE = "Starte in eine neue Gewohnheit: jede Quest und jede Lehrerin, die ganze Saison";
const PUBLISHED = "Grow a little every day, with every quest and every teacher";
const SECRET = "sandbox-webhook-secret"; // SANDBOX_CREDENTIALS.STORYBLOK_WEBHOOK_SECRET

let bases: { cdn: string; one: string; two: string } = { cdn: "", one: "", two: "" };
test.beforeAll(({ stack }) => {
  bases = { cdn: stack.varnish!.url, one: stack.urls[0]!, two: stack.urls[1]! };
});

async function page(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { headers: BROWSER, redirect: "manual" });
  const html = await response.text();
  return { status: response.status, html, headline: /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? "", headers: response.headers };
}

const releases = async () => (await (await fetch(`${bases.one}/__sandbox/storyblok/releases`)).json()) as { id: number; name: string }[];

test("the release preview shows the release's headline, never stored; visitors and plain previews keep the published one", async () => {
  const spring = (await releases()).find((release) => release.name === "Spring launch");
  expect(spring).toBeDefined();
  const preview = await page(bases.cdn, `/membership?${editorQuery({ storyId: 400000101 })}&_storyblok_release=${spring!.id}`);
  expect(preview.status).toBe(200);
  expect(preview.headline).toBe(SPRING);
  expect(preview.headers.get("cache-control")).toBe(PERSONAL_PAGE);
  expect(preview.html).toContain(`release ${spring!.id}`);
  const german = await page(bases.one, `/de/membership?${editorQuery({ storyId: 400000101 })}&_storyblok_release=${spring!.id}`);
  expect(german.headline).toBe(SPRING_DE);
  for (const base of [bases.cdn, bases.one, bases.two]) expect((await page(base, "/membership")).headline, base).toMatch(new RegExp(`^${PUBLISHED}`));
  expect((await page(bases.one, `/membership?${editorQuery({ storyId: 400000101 })}`)).headline).toMatch(new RegExp(`^Draft|^${PUBLISHED}`));
  // After the preview, visitors still get the published page from every cache.
  expect((await page(bases.cdn, "/membership")).headline).toMatch(new RegExp(`^${PUBLISHED}`));
});

test("a restricted release tells the editor why it cannot be previewed, with a 403, not a 5xx", async () => {
  const board = (await releases()).find((release) => release.name === "Board review")!;
  const refused = await page(bases.one, `/membership?${editorQuery({ storyId: 400000101 })}&_storyblok_release=${board.id}`);
  expect(refused.status).toBe(403);
  expect(refused.html).toContain("release access token");
  expect(refused.headers.get("cache-control")).toBe(PERSONAL_PAGE);
});

test("a publish webhook scheduled inside a release changes nothing", async () => {
  for (const base of [bases.cdn, bases.cdn]) await page(base, "/membership");
  expect((await page(bases.cdn, "/membership")).headers.get("x-cache")).toBe("HIT");
  const body = JSON.stringify({ action: "published", text: "Scheduled", story_id: 400000101, space_id: 100001, full_slug: "membership", release_id: 71001 });
  const hook = await fetch(`${bases.cdn}/api/storyblok/webhook`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", "webhook-signature": createHmac("sha1", SECRET).update(body).digest("hex") },
  });
  expect(hook.status).toBe(200);
  expect(await hook.json()).toMatchObject({ purged: 0, cdn: [], ignored: expect.any(String) });
  const after = await page(bases.cdn, "/membership");
  expect(after.headers.get("x-cache")).toBe("HIT");
  expect(after.headline).toMatch(new RegExp(`^${PUBLISHED}`));
});

test("merging the release reaches visitors of both instances and of the CDN at their next request, in every language", async () => {
  // Every cache holds the published page first.
  for (const base of [bases.cdn, bases.one, bases.two]) for (const path of ["/membership", "/de/membership"]) await page(base, path);
  expect((await page(bases.cdn, "/membership")).headers.get("x-cache")).toBe("HIT");
  const spring = (await releases()).find((release) => release.name === "Spring launch")!;
  const merge = await fetch(`${bases.two}/__sandbox/storyblok/releases/${spring.id}/merge`, { method: "POST" });
  expect(merge.status).toBe(200);
  expect(await merge.json()).toMatchObject({ webhook: { status: 200, answer: { purged: "all" } } });
  // The merge answers once its webhook is applied: the very next request anywhere has the release, no waiting.
  for (const base of [bases.cdn, bases.one, bases.two]) {
    expect((await page(base, "/membership")).headline, base).toBe(SPRING);
    expect((await page(base, "/de/membership")).headline, base).toBe(SPRING_DE);
  }
  const shared = await page(bases.cdn, "/membership");
  expect(shared.headers.get("cache-control")).toBe(anonymousPage(600));
});
