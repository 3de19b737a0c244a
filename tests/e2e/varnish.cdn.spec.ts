import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { editorQuery } from "./preview";
import { BROWSER, withServers } from "./servers";
import { signInSandboxMember } from "../../scripts/lib/sandbox-member.mjs";

/**
 * A CDN in front: Varnish with the committed deploy/varnish/default.vcl (its backend pointed at
 * a production server of this spec's own, a stack of servers.ts) answers anonymous pages from its
 * cache, keeps members', attendees' and previews' answers out of it, gives every ad click of a
 * page one object, and drops exactly a published story's pages when the app, told by the signed
 * webhook, purges them by surrogate key. Whether a request reached the origin is read from the
 * origin's own request log (one JSON line per request, app/server/observability.server.ts).
 */
const test = withServers({
  servers: 1,
  varnish: true,
  output: true,
  env: {
    SANDBOX_STORY_OVERRIDES_DIR: "{dir}/stories",
    UPSTREAM_FAILURE_MEMORY_MS: "0",
    // Long enough that only a purge can explain a new copy, at the origin or in Varnish.
    PAGE_CACHE_TTL_MS: "600000",
    STORY_CACHE_TTL_MS: "600000",
    CDN_MAX_AGE_S: "600",
  },
});
test.describe.configure({ mode: "serial" });

let ORIGIN = "";
let CDN = "";
let origin: { readonly output: string } = { output: "" };
const SECRET = "sandbox-webhook-secret"; // SANDBOX_CREDENTIALS.STORYBLOK_WEBHOOK_SECRET
const LANGUAGE_PREFIXES = ["", "/ar", "/de", "/en", "/es", "/fr", "/in", "/it", "/pt", "/ru", "/zh"]; // app/i18n/languages.ts
const LANDING = "/masterclass/three-breath-reset";
const WATCH = `${LANDING}/watch`;
const ATTENDEE = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02"; // a replay attendee (sandbox/platform/fixtures/webinars.json)

test.beforeAll(({ stack }) => {
  ORIGIN = stack.urls[0]!;
  CDN = stack.varnish!.url;
  origin = stack.servers[0]!;
});

interface Answer {
  status: number;
  cache: string | null;
  headers: Headers;
  body: string;
}

async function get(pathname: string, headers: Record<string, string> = {}, base = CDN): Promise<Answer> {
  const response = await fetch(`${base}${pathname}`, { headers: { ...BROWSER, ...headers }, redirect: "manual" });
  return { status: response.status, cache: response.headers.get("x-cache"), headers: response.headers, body: await response.text() };
}

const title = (answer: Answer) => /<title>([^<]*)<\/title>/.exec(answer.body)?.[1] ?? "";

/** The origin's request log lines (`"msg":"request"`) for GET `pathname` (logged without its query). */
function originLines(pathname: string): number {
  let count = 0;
  for (const line of origin.output.split("\n")) {
    if (!line.includes('"request"')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; req?: { method?: string; path?: string } };
      if (entry.msg === "request" && entry.req?.method === "GET" && entry.req.path === pathname) count += 1;
    } catch {
      // Not a JSON line.
    }
  }
  return count;
}

/**
 * How many requests for `pathname` the origin has logged so far. A request straight to the
 * origin goes first and is waited for: its line is written after those of every request
 * answered before it, so none of theirs is still on its way.
 */
async function originRequests(pathname: string): Promise<number> {
  const barrier = "/robots.txt";
  const before = originLines(barrier);
  await (await fetch(`${ORIGIN}${barrier}`, { headers: BROWSER })).text();
  await expect.poll(() => originLines(barrier), { message: `no log line for ${barrier}:\n${origin.output.slice(-2000)}` }).toBe(before + 1);
  return originLines(pathname);
}

function webhook(payload: object, secret = SECRET) {
  const body = JSON.stringify(payload);
  const signature = createHmac("sha1", secret).update(body).digest("hex");
  return fetch(`${CDN}/api/storyblok/webhook`, { method: "POST", body, headers: { "content-type": "application/json", "webhook-signature": signature } });
}

/** Signs in through the sandbox's Auth0, through Varnish (the callback needs its state cookie); returns the Cookie header. */
const signIn = () => signInSandboxMember(CDN, { headers: BROWSER });

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
  const head = await fetch(`${CDN}/membership`, { method: "HEAD", headers: BROWSER });
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

  const published = await fetch(`${ORIGIN}/__sandbox/storyblok/publish`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ slug: "membership", story: { content: { seo_title: "Membership, freshly published" } } }),
  });
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

test("a page with a running A/B experiment: one object per variant shared by its visitors, the control's for everyone else, none for members", async () => {
  // A declared parameter with a new value: a home page of this test's own.
  const home = `/?dropdown=cdn${Date.now()}`;
  const headline = (answer: Answer) => /<h1[^>]*>([^<]*)</.exec(answer.body)?.[1] ?? "";
  const before = await originRequests("/");
  const inB = [
    await get(home, { Cookie: "bp_vid=visitor-one; bp_exp=home-hero:daily-steps; analytics_consent=accepted" }),
    await get(home, { Cookie: "_ga=GA1.1.2; bp_exp=home-hero:daily-steps; bp_vid=visitor-two" }),
  ];
  expect(inB.map((answer) => answer.cache)).toEqual(["MISS", "HIT"]);
  expect(inB[1]!.body).toBe(inB[0]!.body);
  expect(headline(inB[0]!)).toBe("Small daily steps. A life that feels like yours.");
  expect(inB[0]!.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+/);
  expect(inB[0]!.headers.getSetCookie()).toEqual([]);
  expect(inB[0]!.headers.get("vary")).toMatch(/\bCookie\b/);

  const controls = [
    await get(home),
    await get(home, { Cookie: "bp_vid=visitor-three; analytics_consent=accepted" }),
    await get(home, { Cookie: "bp_exp=home-hero:daily-steps", "Sec-GPC": "1" }),
    await get(home, { Cookie: "bp_exp=<script>" }),
    await get(home, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
  ];
  expect(controls.map((answer) => answer.cache)).toEqual(["MISS", "HIT", "HIT", "HIT", "HIT"]);
  for (const answer of controls) expect(answer.body).toBe(controls[0]!.body);
  expect(headline(controls[0]!)).toBe("Grow into the person you are becoming");
  // Two renders at the origin: one per variant, none per visitor.
  expect(await originRequests("/")).toBe(before + 2);

  const member = await signIn();
  const asMember = await get(home, { Cookie: `${member}; bp_exp=home-hero:daily-steps` });
  expect(asMember.cache).toBe("PASS");
  expect(headline(asMember)).toBe("Small daily steps. A life that feels like yours.");
  expect(asMember.body).not.toContain("Start free");

  // Stopping the experiment with a winner is a publish like any other: purged, and then one copy for everyone.
  const fixture = JSON.parse(readFileSync(new URL("../../sandbox/storyblok/stories/home.json", import.meta.url), "utf8")) as {
    story: { id: number; content: { body: Record<string, unknown>[] } };
  };
  const [experiment, ...rest] = fixture.story.content.body;
  const stopped = { body: [{ ...experiment, status: "stopped", winner: "Daily steps" }, ...rest] };
  const publish = await fetch(`${ORIGIN}/__sandbox/storyblok/publish`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ slug: "home", story: { content: stopped } }),
  });
  expect(publish.status).toBe(200);
  expect((await webhook({ action: "published", story_id: fixture.story.id, space_id: 100001, full_slug: "home" })).status).toBe(200);
  const afterStop = [await get(home), await get(home, { Cookie: "bp_exp=home-hero:control" }), await get(home, { Cookie: "bp_exp=home-hero:daily-steps" })];
  expect(afterStop.map((answer) => answer.cache)).toEqual(["MISS", "HIT", "HIT"]);
  for (const answer of afterStop) expect(headline(answer)).toBe("Small daily steps. A life that feels like yours.");
  expect(afterStop[0]!.headers.get("vary") ?? "").not.toMatch(/\bCookie\b/);
});

test("purges come only as PURGE with xkey-purge; unknown methods are refused", async () => {
  const missing = await fetch(`${CDN}/`, { method: "PURGE" });
  expect(missing.status).toBe(400);
  const none = await fetch(`${CDN}/`, { method: "PURGE", headers: { "xkey-purge": "slug:no-such-story" } });
  expect(none.status).toBe(200);
  expect(await none.json()).toEqual({ purged: 0 });
  expect((await fetch(`${CDN}/membership`, { method: "BREW" })).status).toBe(405);
  expect((await get("/membership")).cache).toBe("HIT");
});
