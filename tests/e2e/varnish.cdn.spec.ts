import { expect } from "@playwright/test";
import { editorQuery } from "./preview";
import { BROWSER } from "./servers";
import { cdnStack, get, originRequests, publishStory, signIn, test, onCdnStack, webhook, type Answer } from "./cdn-stack";

/**
 * A CDN in front: Varnish with the committed deploy/varnish/default.vcl (its backend pointed at
 * a production server of this spec's own, a stack of servers.ts) answers anonymous pages from its
 * cache, keeps members', attendees' and previews' answers out of it, gives every ad click of a
 * page one object, and drops exactly a published story's pages when the app, told by the signed
 * webhook, purges them by surrogate key (the stack and its helpers: cdn-stack.ts).
 */
onCdnStack();
const LANGUAGE_PREFIXES = ["", "/ar", "/de", "/en", "/es", "/fr", "/in", "/it", "/pt", "/ru", "/zh"]; // app/i18n/languages.ts
const LANDING = "/masterclass/three-breath-reset";
const WATCH = `${LANDING}/watch`;
const ATTENDEE = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02"; // a replay attendee (sandbox/platform/fixtures/webinars.json)

const title = (answer: Answer) => /<title>([^<]*)<\/title>/.exec(answer.body)?.[1] ?? "";

test("an anonymous page's second request is a Varnish hit that never reaches the origin", async () => {
  for (const pathname of ["/membership", LANDING]) {
    const first = await get(pathname);
    expect(first.status, pathname).toBe(200);
    expect(first.cache, pathname).toBe("MISS");
    expect(first.headers.get("cache-control"), pathname).toMatch(/(^|[\s,])public([\s,]|$)/);
    const rendered = await originRequests(pathname);
    expect(rendered, pathname).toBeGreaterThan(0);

    const second = await get(pathname);
    expect(second.cache, pathname).toBe("HIT");
    expect(second.body, pathname).toBe(first.body);
    expect(await originRequests(pathname), pathname).toBe(rendered);
    // Surrogate keys are Varnish's business only.
    for (const name of ["xkey", "surrogate-key", "cache-tag"]) expect(second.headers.get(name), `${pathname} ${name}`).toBeNull();
  }
  // A HEAD is answered from the same object.
  const head = await fetch(`${cdnStack.CDN}/membership`, { method: "HEAD", headers: BROWSER });
  expect(head.headers.get("x-cache")).toBe("HIT");
});

test("ad clicks of a page share one object: one miss, then hits with the same bytes", async () => {
  // A declared parameter with a new value gives this test a page of its own (the header's `dropdown`).
  const marker = `cdn${Date.now()}`;
  const clicks = [
    `/membership?gclid=Cj0KCQ${marker}&dropdown=${marker}`,
    `/membership?utm_source=google&utm_campaign=${marker}&dropdown=${marker}`,
    `/membership?dropdown=${marker}&fbclid=IwAR${marker}`,
    `/membership?msclkid=${marker}&x=1&dropdown=${marker}`,
  ];
  const before = await originRequests("/membership");
  const first = await get(clicks[0]!);
  expect(first.status).toBe(200);
  expect(first.cache).toBe("MISS");
  for (const click of clicks.slice(1)) {
    const answer = await get(click);
    expect(answer.cache, click).toBe("HIT");
    expect(answer.body, click).toBe(first.body);
  }
  expect(await originRequests("/membership")).toBe(before + 1);
  for (const tag of ["gclid", "utm_", "fbclid", "msclkid", "Cj0KCQ"]) expect(first.body).not.toContain(tag);
  // A click on a page stored before is a hit too.
  expect((await get(`${LANDING}?gclid=Cj0KCQ${marker}&utm_source=google`)).cache).toBe("HIT");
  // Declared parameters still count: another billing period is another page.
  expect((await get(`/membership?dropdown=${marker}&period=monthly&gclid=1`)).cache).toBe("MISS");
});

test("members' requests are never stored, and a later visitor does not get their page", async () => {
  const member = await signIn();
  // A page nobody asked for yet: the member's answers would be the first copy.
  for (let i = 0; i < 2; i += 1) {
    const answer = await get("/trainers", { Cookie: member });
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe("PASS");
    expect(answer.body).toContain("Lucas");
  }
  const anonymous = await get("/trainers");
  expect(anonymous.cache).toBe("MISS");
  expect(anonymous.body).not.toContain("Lucas");
  // A page stored for visitors: the member still gets their own.
  expect((await get("/membership")).cache).toBe("HIT");
  const onStored = await get("/membership", { Cookie: member });
  expect(onStored.cache).toBe("PASS");
  expect(onStored.body).toContain("Lucas");
});

test("attendees' requests (?a= or their cookie) are never stored, and a later visitor does not get their page", async () => {
  // A declared parameter with a new value: a page nobody asked for yet.
  const watch = `${WATCH}?dropdown=cdn${Date.now()}`;
  const withParam: Answer[] = [];
  for (let i = 0; i < 2; i += 1) withParam.push(await get(`${watch}&a=${ATTENDEE}`));
  expect(withParam.map((a) => a.cache)).toEqual(["PASS", "PASS"]);
  expect(withParam[0]!.body).toContain('data-playback="replay"');
  const cookie = (withParam[0]!.headers.getSetCookie().find((line) => line.startsWith("bp_attendee=")) ?? "").split(";")[0]!;
  expect(cookie).toMatch(/^bp_attendee=./);
  for (let i = 0; i < 2; i += 1) {
    const withCookie = await get(watch, { Cookie: `_ga=GA1.1.1; ${cookie}` });
    expect(withCookie.cache).toBe("PASS");
    expect(withCookie.body).toContain('data-playback="replay"');
  }
  const anonymous = await get(watch);
  expect(anonymous.cache).not.toBe("HIT");
  expect(anonymous.body).not.toContain('data-playback="replay"');
  expect(anonymous.body).not.toContain(ATTENDEE);
  // Once visitors' copy is stored, an attendee link still gets the attendee's page.
  await get(watch);
  const link = await get(`${watch}&a=${ATTENDEE}`);
  expect(link.cache).toBe("PASS");
  expect(link.body).toContain('data-playback="replay"');
});

test("previews (the visual editor's signed query) are never stored, and a later visitor gets the published page", async () => {
  const preview = async () => {
    const answer = await get(`/?${editorQuery()}`);
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe("PASS");
    expect(answer.body).toContain("Draft preview:");
  };
  await preview();
  await preview();
  const published = await get("/");
  expect(published.cache).toBe("MISS");
  expect(published.body).not.toContain("Draft preview:");
  expect((await get("/")).cache).toBe("HIT");
  await preview();
  // Single-fetch data is the app's to answer, every time.
  expect((await get("/membership.data")).cache).toBe("PASS");
  expect((await get("/membership.data")).cache).toBe("PASS");
});

test("a signed publish purges exactly the story's pages, in Varnish and at the origin, in every language", async () => {
  const affected = LANGUAGE_PREFIXES.map((prefix) => `${prefix}/membership`);
  const unrelated = "/programs/inner-compass";
  for (const pathname of [...affected, unrelated]) {
    await get(pathname);
    const stored = await get(pathname);
    expect(stored.cache, pathname).toBe("HIT");
    expect(title(stored), pathname).not.toContain("freshly published");
  }

  const published = await publishStory("membership", { seo_title: "Membership, freshly published" });
  expect(published.status).toBe(200);
  // Until the webhook, Varnish keeps what it stored.
  const unpurged = await get("/membership");
  expect(unpurged.cache).toBe("HIT");
  expect(title(unpurged)).not.toContain("freshly published");

  expect((await webhook({ action: "published", story_id: 400000101, space_id: 100001, full_slug: "membership" }, "a-wrong-secret-of-length")).status).toBe(401);
  expect((await get("/membership")).cache).toBe("HIT");
  const hook = await webhook({ action: "published", text: "The user published the Story", story_id: 400000101, space_id: 100001, full_slug: "membership" });
  expect(hook.status).toBe(200);
  expect(await hook.json()).toMatchObject({ cdn: ["varnish"] });

  for (const pathname of affected) {
    const fresh = await get(pathname);
    expect(fresh.cache, pathname).toBe("MISS");
    // Rendered anew at the origin too: its own page cache was purged as well.
    expect(fresh.headers.get("x-page-cache"), pathname).toBe("miss");
    expect(title(fresh), pathname).toContain("Membership, freshly published");
    expect((await get(pathname)).cache, pathname).toBe("HIT");
  }
  const untouched = await get(unrelated);
  expect(untouched.cache).toBe("HIT");
  expect(title(untouched)).not.toContain("freshly published");
});

test("purges come only as PURGE with xkey-purge; unknown methods are refused", async () => {
  const missing = await fetch(`${cdnStack.CDN}/`, { method: "PURGE" });
  expect(missing.status).toBe(400);
  const none = await fetch(`${cdnStack.CDN}/`, { method: "PURGE", headers: { "xkey-purge": "slug:no-such-story" } });
  expect(none.status).toBe(200);
  expect(await none.json()).toEqual({ purged: 0 });
  expect((await fetch(`${cdnStack.CDN}/membership`, { method: "BREW" })).status).toBe(405);
  expect((await get("/membership")).cache).toBe("HIT");
});
