import { expect } from "@playwright/test";
import { SESSION_COOKIE } from "../../app/domain/members/session-cookie";
import { affiliateForm, application } from "./affiliate-fixtures";
import { signInRoundTrip } from "./cookie-jar";
import { BROWSER, withServers, type Started } from "./servers";

/**
 * A bad day for Redis, seen over HTTP (docs/decisions/0056-redis-fails-fast.md): one production
 * server on a real redis-server that is stopped (SIGSTOP: it keeps the connection and answers
 * nothing), continued (SIGCONT) and killed. Pages answer without waiting for Redis's timeouts,
 * a member is told sign-in is briefly unavailable rather than shown a visitor's page, and is
 * signed in again when Redis answers, without a restart. The bound below is loose on purpose
 * (two busy cores in CI); a stalled Redis cost about 4 s per page before. The server and its
 * Redis are a stack of this spec's own (servers.ts): the tests stop and kill the Redis.
 */
// SESSION_DIR points nowhere useful: with REDIS_URL set, no session may land in a file.
const test = withServers({ servers: 1, redis: true, env: { SESSION_DIR: "{dir}/unused" } });
test.describe.configure({ mode: "serial" });

let BASE = "";
let redisServer: Started | undefined;
/** No answer may take this long (ms) while Redis is away. */
const QUICK_MS = 3_000;
let member = "";

test.beforeAll(async ({ stack }) => {
  BASE = stack.urls[0]!;
  redisServer = stack.redis?.process;
  await expect.poll(async () => (await fetch(`${BASE}/healthcheck?detail`).catch(() => null))?.json(), { timeout: 30_000 }).toMatchObject({ status: "ok" });
  member = await signIn();
  expect(await who("/trainers", member)).toBe("member");
  // Seen before: in Redis's page cache.
  for (const pathname of ["/", "/membership"]) await page(pathname);
});

/** Signs in over HTTP as Lucas Moreau (the sandbox identity provider's member): the session's Cookie pair. */
async function signIn(): Promise<string> {
  const { jar } = await signInRoundTrip(BASE);
  expect(jar.get(SESSION_COOKIE)).toBeTruthy();
  return `${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`;
}

/** GETs `pathname` and checks that it answered 200 within {@link QUICK_MS}; the page's HTML. */
async function page(pathname: string, cookie = ""): Promise<string> {
  const start = performance.now();
  const response = await fetch(`${BASE}${pathname}`, { headers: { ...BROWSER, ...(cookie ? { Cookie: cookie } : {}) }, redirect: "manual" });
  const html = await response.text();
  expect(response.status, pathname).toBe(200);
  expect(performance.now() - start, `${pathname} answered without waiting for Redis`).toBeLessThan(QUICK_MS);
  return html;
}

/** Whom the header shows: the member, a visitor ("Sign in"), or that sign-in is briefly unavailable. */
async function who(pathname: string, cookie: string): Promise<"member" | "visitor" | "unavailable"> {
  const html = await page(pathname, cookie);
  const found = [
    html.includes("Account of Lucas Moreau") && "member",
    html.includes('href="/login?returnTo=') && "visitor",
    /data-testid="sign-in-unavailable"[^>]*>Sign-in is briefly unavailable</.test(html) && "unavailable",
  ].filter(Boolean);
  expect(found, pathname).toHaveLength(1);
  return found[0] as "member" | "visitor" | "unavailable";
}

/** Posts a complete affiliate application (rate-limited in Redis) as a browser without JavaScript does. */
async function postApplication(): Promise<number> {
  const form = affiliateForm(await page("/affiliates/apply"));
  const start = performance.now();
  const response = await fetch(`${BASE}${form?.action ?? ""}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
    body: new URLSearchParams({ _block: form?.uid ?? "", ...application() }),
  });
  expect(performance.now() - start).toBeLessThan(QUICK_MS);
  return response.status;
}

/** `/login` for a visitor: the page saying sign-in is unavailable (503), and no session started. */
async function expectSignInUnavailable() {
  const response = await fetch(`${BASE}/login?returnTo=%2Ftrainers`, { redirect: "manual" });
  expect(response.status).toBe(503);
  expect(await response.text()).toContain("Sign-in isn’t available right now");
  expect(response.headers.getSetCookie().join("\n")).not.toContain(SESSION_COOKIE);
}

const health = async () => (await fetch(`${BASE}/healthcheck?detail`)).json() as Promise<{ status: string; redis: { state: string } }>;

test("while Redis is stopped, pages seen and not seen before answer at once, the member is told sign-in is briefly unavailable", async () => {
  redisServer?.signal("SIGSTOP");
  for (const pathname of ["/", "/", "/membership", "/trainers/jonas-berg", "/de/trainers/mei-lin", "/trainers/jonas-berg"]) {
    expect(await page(pathname, ""), pathname).toMatch(/href="(\/de)?\/login\?returnTo=/);
  }
  expect(await who("/trainers", member)).toBe("unavailable");
  expect(await who("/membership", member)).toBe("unavailable");
  expect(await postApplication()).toBe(303);
  await expectSignInUnavailable();
  const check = await fetch(`${BASE}/healthcheck`);
  expect(check.status).toBe(200);
  expect(await check.text()).toBe("OK");
  expect(await health()).toMatchObject({ status: "degraded", redis: { state: "down" } });
});

test("when Redis continues, the member is signed in again, with no restart", async () => {
  redisServer?.signal("SIGCONT");
  await expect.poll(() => who("/trainers", member), { timeout: 15_000 }).toBe("member");
  expect(await health()).toMatchObject({ status: "ok", redis: { state: "up" } });
  expect(await page("/")).toContain('href="/login?returnTo=');
  expect(await postApplication()).toBe(303);
});

test("when Redis is killed, pages still answer at once and sign-in says it is unavailable", async () => {
  await redisServer?.stop();
  for (const pathname of ["/", "/membership", "/about/our-story", "/about/our-story"]) await page(pathname);
  expect(await who("/trainers", member)).toBe("unavailable");
  expect(await postApplication()).toBe(303);
  await expectSignInUnavailable();
  expect(await health()).toMatchObject({ status: "degraded", redis: { state: "down" } });
});
