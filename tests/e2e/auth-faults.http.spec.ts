import { expect } from "@playwright/test";
import { SESSION_COOKIE } from "../../app/domain/members/session-cookie";
import { cookiesOf, signInRoundTrip as roundTrip } from "./cookie-jar";
import { withServers } from "./servers";

/**
 * A failing Auth0 never breaks members' pages: with the sandbox's token endpoint
 * answering 500, malformed JSON, nothing (stall) or refusing connections, a member page whose
 * token is due for refresh answers 200 within 5 s, still signed in with the old session
 * (docs/product/members-and-sessions.md: a refresh failure is logged only); concurrent pages of one session make one
 * refresh, and the old cookie after a refresh is rotation-safe; a failing code exchange sends
 * the visitor to a page that says so. Runs a server of its own (a stack, servers.ts): the fault
 * switch is per server.
 */
const test = withServers({ servers: 1, env: { SANDBOX_AUTH0_FAULT: "none" } });
let BASE = "";
/** Budget of a member page while Auth0 fails ("a stalled Auth0 costs a member page ≤ 5 s"). */
const PAGE_BUDGET_MS = 5_000;
/** Moves the sandbox's refresh clock past the 110 minutes (docs/product/members-and-sessions.md). */
const due = (minutes = 111) => `sandbox_clock_offset_ms=${minutes * 60_000}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(({ stack }) => {
  BASE = stack.urls[0]!;
});

async function setFault(mode: "none" | "500" | "malformed" | "hang" | "down", grant: "all" | "authorization_code" | "refresh_token" = "all") {
  const response = await fetch(`${BASE}/__sandbox/auth0/fault`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mode, grant }),
  });
  expect(response.status).toBe(200);
}

async function refreshCalls(): Promise<number> {
  const state = (await (await fetch(`${BASE}/__sandbox/auth0/state`)).json()) as { calls: { refresh_token: number } };
  return state.calls.refresh_token;
}

/**
 * Runs the sign-in round trip over HTTP as Lucas Moreau (the sandbox identity provider's
 * choice), up to and including the callback's answer, which is returned with the cookie jar.
 */
async function signInRoundTrip(returnTo = "/members/growth") {
  const { answer, ms, jar } = await roundTrip(BASE, { returnTo });
  return { callback: answer, ms, jar: jar.cookies };
}

async function signIn(): Promise<string> {
  const { callback, jar } = await signInRoundTrip();
  expect(callback.status).toBe(302);
  expect(jar[SESSION_COOKIE]).toBeTruthy();
  return `${SESSION_COOKIE}=${jar[SESSION_COOKIE]}`;
}

async function page(session: string, path = "/members/growth", clock = due()) {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, { headers: { Cookie: `${session}; ${clock}` }, redirect: "manual" });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body, setSession: cookiesOf(response)[SESSION_COOKIE] };
}

for (const mode of ["500", "malformed", "hang", "down"] as const) {
  test(`Auth0 ${mode} on refresh: a due member page answers 200 within ${PAGE_BUDGET_MS} ms, still signed in`, async () => {
    await setFault("none");
    const session = await signIn();
    await setFault(mode, "refresh_token");
    const before = await refreshCalls();
    const answer = await page(session);
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(PAGE_BUDGET_MS);
    expect(answer.body).toContain("Account of Lucas Moreau");
    expect(answer.setSession).toBeUndefined();
    // The failure is remembered briefly: the member's next page does not wait for Auth0 again.
    const next = await page(session, "/trainers");
    expect(next.status).toBe(200);
    expect(next.body).toContain("Account of Lucas Moreau");
    expect(await refreshCalls()).toBe(before + 1);
  });
}

test("ten concurrent pages of one due session make exactly one refresh; the cookie stays the same", async () => {
  await setFault("none");
  const session = await signIn();
  const before = await refreshCalls();
  const answers = await Promise.all(Array.from({ length: 10 }, () => page(session, "/trainers")));
  expect(await refreshCalls()).toBe(before + 1);
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Account of Lucas Moreau");
    // The new tokens are saved on the server: the browser's cookie does not change.
    expect(answer.setSession).toBeUndefined();
  }
  // The next page finds the renewed session, without spending the refresh token again.
  const late = await page(session, "/trainers");
  expect(late.status).toBe(200);
  expect(late.body).toContain("Account of Lucas Moreau");
  expect(await refreshCalls()).toBe(before + 1);
  // The rotated refresh token is alive at Auth0 (no family revocation): the next refresh works.
  const later = await page(session, "/trainers", due(240));
  expect(later.status).toBe(200);
  expect(later.body).toContain("Account of Lucas Moreau");
  expect(await refreshCalls()).toBe(before + 2);
});

for (const mode of ["500", "hang"] as const) {
  test(`Auth0 ${mode} on sign-in: the callback answers within ${PAGE_BUDGET_MS} ms with a page that says so`, async () => {
    await setFault(mode, "authorization_code");
    const { callback, ms, jar } = await signInRoundTrip("/de/members/growth");
    expect(ms).toBeLessThan(PAGE_BUDGET_MS);
    expect(callback.status).toBe(302);
    expect(jar[SESSION_COOKIE] ?? "").toBe("");
    const target = callback.headers.get("location") ?? "";
    expect(target).toBe(`/de/login?returnTo=${encodeURIComponent("/de/members/growth")}&unavailable=1`);
    const unavailable = await fetch(`${BASE}${target}`, { redirect: "manual" });
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("retry-after")).toBe("30");
    const html = await unavailable.text();
    expect(html).toContain("Die Anmeldung ist gerade nicht verfügbar");
    expect(html).toContain(`href="/de/login?returnTo=${encodeURIComponent("/de/members/growth")}"`);
  });
}

test("the sandbox's fault switch refuses a bad request with a reason", async () => {
  const response = await fetch(`${BASE}/__sandbox/auth0/fault`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mode: "sometimes" }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: expect.stringContaining("mode") });
});
