import { expect } from "@playwright/test";
import type { Redis } from "ioredis";
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from "../../app/domain/members/session-cookie";
import { signInRoundTrip } from "./cookie-jar";
import { redisPairTest as test } from "./servers";

/**
 * Members' sessions on the server, seen over HTTP: two production servers share one Redis. The
 * browser's cookie holds only a small signed id; a session started on A works on B; after a
 * sign-out a copy of the cookie is a visitor's on both; the refresh token is revoked at the
 * identity provider; a due refresh happens once across both. The two servers and their Redis are
 * the stack servers.ts starts (shared with page-cache.redis).
 */
test.describe.configure({ mode: "serial" });

let A = "";
let B = "";
let redis: Redis | undefined;
/** Moves the sandbox's session clock forward (ms): past the 110-minute refresh, or the lifetime. */
const clock = (ms: number) => `sandbox_clock_offset_ms=${ms}`;
const DUE = clock(111 * 60_000);

test.beforeAll(({ stack }) => {
  [A = "", B = ""] = stack.urls;
  redis = stack.redis?.client;
});

/**
 * Signs in at `base` over HTTP as Lucas Moreau (the sandbox identity provider's choice), as a
 * browser would: the session's Cookie pair, and every Set-Cookie line the round trip received.
 */
async function signIn(base: string) {
  const { answer, jar } = await signInRoundTrip(base);
  expect(answer.status).toBe(302);
  expect(jar.get(SESSION_COOKIE)).toBeTruthy();
  return { session: `${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`, lines: jar.lines, idp: `sandbox_idp=${jar.get("sandbox_idp")}` };
}

/** Whether `base` shows the page to Lucas Moreau (signed in) rather than to a visitor. */
async function signedIn(base: string, cookie: string, pathname = "/trainers"): Promise<boolean> {
  const response = await fetch(`${base}${pathname}`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(response.status).toBe(200);
  const html = await response.text();
  const member = html.includes("Account of Lucas Moreau");
  expect(member || html.includes('href="/login?returnTo=')).toBe(true);
  return member;
}

async function signOut(base: string, cookie: string) {
  return fetch(`${base}/logout`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: "returnTo=%2Ftrainers",
  });
}

const auth0Calls = async (base: string) =>
  ((await (await fetch(`${base}/__sandbox/auth0/state`)).json()) as { calls: Record<"refresh_token" | "revoke" | "logout", number> }).calls;

/** The session's key in Redis, from the signed id the cookie carries. */
function sessionKey(cookie: string): string {
  const value = decodeURIComponent(cookie.split("=")[1] ?? "");
  return `session:${JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString()) as string}`;
}

test("the cookie is a small signed id with __Host- rules; no Set-Cookie holds a token; the tokens are in Redis", async () => {
  const { session, lines } = await signIn(A);
  const line = lines.find((entry) => entry.startsWith(`${SESSION_COOKIE}=`)) ?? "";
  expect(line.split(/;\s*/)).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "Secure", "SameSite=Lax"]));
  expect(line).not.toMatch(/;\s*Domain=/i);
  expect(session.length).toBeLessThan(200);
  const stored = JSON.parse((await redis?.get(sessionKey(session))) ?? "null") as { auth: { accessToken: string; refreshToken: string } };
  expect(stored.auth.accessToken.length).toBeGreaterThan(20);
  expect(stored.auth.refreshToken.length).toBeGreaterThan(20);
  const due = await fetch(`${A}/trainers`, { headers: { Cookie: `${session}; ${DUE}` } });
  for (const entry of [...lines, ...due.headers.getSetCookie()]) {
    const value = decodeURIComponent(entry);
    expect(value).not.toContain(stored.auth.accessToken);
    expect(value).not.toContain(stored.auth.refreshToken);
    // No JWT (header.payload.signature) in any cookie.
    expect(value).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./);
  }
});

test("a session started on A is signed in on B", async () => {
  const { session } = await signIn(A);
  expect(await signedIn(B, session)).toBe(true);
  expect(await signedIn(A, session)).toBe(true);
});

test("after signing out on B, a copy of the cookie is a visitor's on A and B, and the provider's session is over", async () => {
  const { session, idp } = await signIn(A);
  const before = await auth0Calls(B);
  const answer = await signOut(B, session);
  expect(answer.status).toBe(302);
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  expect(answer.headers.getSetCookie().find((entry) => entry.startsWith(`${SESSION_COOKIE}=;`))).toMatch(/Expires=Thu, 01 Jan 1970/);
  const providerLogout = new URL(answer.headers.get("location") ?? "", B);
  expect(providerLogout.pathname).toBe("/__sandbox/auth0/v2/logout");
  expect(providerLogout.searchParams.get("returnTo")).toBe(`${B}/trainers`);
  expect((await auth0Calls(B)).revoke).toBe(before.revoke + 1);
  const back = await fetch(providerLogout, { redirect: "manual", headers: { Cookie: idp } });
  expect(back.status).toBe(302);
  expect(back.headers.get("location")).toBe(`${B}/trainers`);
  expect(back.headers.getSetCookie().join("\n")).toMatch(/^sandbox_idp=;/m);
  expect((await auth0Calls(B)).logout).toBe(before.logout + 1);

  expect(await signedIn(A, session)).toBe(false);
  expect(await signedIn(B, session)).toBe(false);
  expect(await redis?.exists(sessionKey(session))).toBe(0);
});

test("the provider's logout returns only to this site", async () => {
  const query = (returnTo: string) => new URLSearchParams({ client_id: "sandbox-client-id", returnTo }).toString();
  for (const returnTo of ["https://evil.example/", `${A}.evil.example/`, "//evil.example/"]) {
    expect((await fetch(`${A}/__sandbox/auth0/v2/logout?${query(returnTo)}`, { redirect: "manual" })).status, returnTo).toBe(400);
  }
  const answer = await signOut(A, (await signIn(A)).session);
  const location = new URL(answer.headers.get("location") ?? "", A);
  expect(new URL(location.searchParams.get("returnTo") ?? "").origin).toBe(A);
  const hostile = await fetch(`${A}/logout`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: (await signIn(A)).session, Origin: A, "Content-Type": "application/x-www-form-urlencoded" },
    body: `returnTo=${encodeURIComponent("https://evil.example/")}`,
  });
  expect(new URL(new URL(hostile.headers.get("location") ?? "", A).searchParams.get("returnTo") ?? "").origin).toBe(A);
});

test("sign-out revoked the refresh token: the same tokens put back on the server cannot refresh, and the cookie becomes a visitor's", async () => {
  const { session } = await signIn(A);
  const key = sessionKey(session);
  const copy = (await redis?.get(key)) ?? "";
  await signOut(A, session);
  // Someone holding a copy of the stored tokens, on the instance whose identity provider revoked them.
  await redis?.set(key, copy, "PX", 600_000);
  const before = await auth0Calls(A);
  expect(await signedIn(A, `${session}; ${DUE}`)).toBe(false);
  expect((await auth0Calls(A)).refresh_token).toBe(before.refresh_token + 1);
  expect(await redis?.exists(key)).toBe(0);
});

test("a due refresh happens once across both instances; every page stays signed in", async () => {
  const { session } = await signIn(A);
  const before = (await auth0Calls(A)).refresh_token + (await auth0Calls(B)).refresh_token;
  const pages = await Promise.all([A, B, A, B, A, B, A, B].map((base) => signedIn(base, `${session}; ${DUE}`)));
  expect(pages.every(Boolean)).toBe(true);
  expect((await auth0Calls(A)).refresh_token + (await auth0Calls(B)).refresh_token).toBe(before + 1);
  // Renewed for both: the next due-looking page on either needs no refresh.
  expect(await signedIn(B, `${session}; ${DUE}`)).toBe(true);
  expect((await auth0Calls(A)).refresh_token + (await auth0Calls(B)).refresh_token).toBe(before + 1);
});

test("a session ends 30 days after sign-in, and is deleted", async () => {
  const { session } = await signIn(B);
  expect(await signedIn(A, `${session}; ${clock(SESSION_LIFETIME_MS - 3_600_000)}`)).toBe(true);
  expect(await signedIn(A, `${session}; ${clock(SESSION_LIFETIME_MS + 1_000)}`)).toBe(false);
  expect(await signedIn(B, session)).toBe(false);
  expect(await redis?.exists(sessionKey(session))).toBe(0);
});
