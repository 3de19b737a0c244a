import { expect, type APIRequestContext } from "@playwright/test";
import { affiliateForm, application, ipFor } from "./affiliate-fixtures";
import { withServers } from "./servers";

/**
 * Rate limits that hold: two production servers share one Redis, so the
 * affiliate limit (5 applications per client in 10 minutes) holds across them; with
 * TRUST_PROXY off (their default) forged proxy headers do not make another client; a refused
 * document post is answered at the front door, without the page; and with Redis gone the servers go
 * on, counting in memory. The servers and their Redis are a stack of this spec's own
 * (servers.ts): its last test stops the Redis.
 */
// Production build on the sandbox, not behind a trusted proxy (TRUST_PROXY off).
const test = withServers({ servers: 2, redis: true, env: { TRUST_PROXY: "false" } });
test.describe.configure({ mode: "serial" });

const PAGE = "/affiliates/apply";
const LIMIT = 5;
let SERVERS: readonly [string, string] = ["", ""];

test.beforeEach(async ({ stack }) => {
  SERVERS = [stack.urls[0]!, stack.urls[1]!];
  if (stack.redis?.process.running) await stack.redis.client.flushall();
});

/** The affiliate form as a browser without JavaScript posts it: its `_block` and its action URL. */
async function form(request: APIRequestContext, base: string): Promise<{ uid: string; action: string }> {
  const found = affiliateForm(await (await request.get(`${base}${PAGE}`)).text());
  expect(found, "the page holds the affiliate form").toBeTruthy();
  return found ?? { uid: "", action: PAGE };
}

/** Posts `count` complete applications, alternating between the two servers; returns the statuses and the last answer. */
async function applyAlternating(request: APIRequestContext, count: number, headers: (i: number) => Record<string, string> = () => ({})) {
  const { uid, action } = await form(request, SERVERS[0]);
  const statuses: number[] = [];
  let last = null;
  for (let i = 0; i < count; i += 1) {
    last = await request.post(`${SERVERS[i % 2]}${action}`, { form: { _block: uid, ...application() }, headers: headers(i), maxRedirects: 0 });
    statuses.push(last.status());
  }
  return { statuses, last };
}

async function receivedCount(request: APIRequestContext, base: string): Promise<number> {
  return ((await (await request.get(`${base}/__sandbox/affiliate-applications`)).json()) as unknown[]).length;
}

test("the affiliate limit holds across two instances sharing Redis; the refusal comes before any page", async ({ request }) => {
  const before = (await receivedCount(request, SERVERS[0])) + (await receivedCount(request, SERVERS[1]));
  const { statuses, last } = await applyAlternating(request, 2 * LIMIT);
  expect(statuses).toEqual([...Array<number>(LIMIT).fill(303), ...Array<number>(LIMIT).fill(429)]);
  expect((await receivedCount(request, SERVERS[0])) + (await receivedCount(request, SERVERS[1])) - before).toBe(LIMIT);

  // The front door's answer: when to come back, and no page (no form, no script).
  const retryAfter = Number(last?.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(500);
  expect(retryAfter).toBeLessThanOrEqual(600);
  const html = (await last?.text()) ?? "";
  expect(html).toContain("Please try again in 10 minutes.");
  expect(html).toContain("use your browser’s Back button");
  expect(html).not.toContain('name="_block"');
  expect(html).not.toMatch(/<script/i);

  // A JavaScript submission (Remix's .data request) is refused by the action: 429, no page either.
  const { uid } = await form(request, SERVERS[1]);
  const fetched = await request.post(`${SERVERS[1]}${PAGE}.data`, { form: { _block: uid, ...application() }, maxRedirects: 0 });
  expect(fetched.status()).toBe(429);
  expect(await fetched.text()).toContain("rate-limited");
});

test("with TRUST_PROXY off, rotating X-Forwarded-For and Fly-Client-IP does not make another visitor", async ({ request }) => {
  const { statuses } = await applyAlternating(request, LIMIT + 3, (i) => ({ "X-Forwarded-For": `198.18.7.${i + 1}`, "Fly-Client-IP": `198.18.8.${i + 1}` }));
  expect(statuses.filter((status) => status === 303)).toHaveLength(LIMIT);
  expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
});

test("with TRUST_PROXY on (the main test server, as on Fly), Fly-Client-IP is the visitor", async ({ request }, testInfo) => {
  const { uid, action } = await form(request, "");
  const visitor = ipFor(testInfo);
  const post = (flyClientIp: string, i: number) =>
    request.post(action, {
      form: { _block: uid, ...application() },
      headers: { "Fly-Client-IP": flyClientIp, "X-Forwarded-For": `198.19.0.${i}` },
      maxRedirects: 0,
    });
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1) statuses.push((await post(visitor, i)).status());
  expect(statuses).toEqual([...Array<number>(LIMIT).fill(303), 429]);
  const other = visitor.replace(/\.(\d+)$/, (_match, last: string) => `.${(Number(last) + 1) % 256}`);
  expect((await post(other, 99)).status()).toBe(303);
});

test("the browser-event limit (120 a minute) is shared the same way", async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 121; i += 1) {
    const sent = await request.post(`${SERVERS[i % 2]}/honeycomb`, { data: { dataset: "email submitted", metadata: { form: "newsletter" } } });
    statuses.push(sent.status());
  }
  expect(statuses.filter((status) => status === 202)).toHaveLength(120);
  const refused = await request.post(`${SERVERS[1]}/honeycomb`, { data: { dataset: "email submitted", metadata: { form: "newsletter" } } });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({ error: "Too many events; slow down." });
});

test("the order-summary limit (30 lookups in 10 minutes) is shared the same way", async ({ request }) => {
  const lookup = (i: number) => request.post(`${SERVERS[i % 2]}/storyblok-api/order-summary`, { data: { subscriptionId: "0000000000000000" } });
  const lookups = await Promise.all(Array.from({ length: 30 }, (_, i) => lookup(i)));
  expect(lookups.filter((answer) => answer.status() === 429)).toHaveLength(0);
  const refused = await lookup(1);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(500);
});

test("with Redis gone, the servers answer as before and count in memory, never a 5xx", async ({ request, stack }) => {
  await stack.redis?.process.stop();
  const { uid, action } = await form(request, SERVERS[0]);
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1) {
    statuses.push((await request.post(`${SERVERS[0]}${action}`, { form: { _block: uid, ...application() }, maxRedirects: 0 })).status());
  }
  expect(statuses).toEqual([...Array<number>(LIMIT).fill(303), 429]);
  expect((await request.get(`${SERVERS[1]}${PAGE}`)).status()).toBe(200);
});
