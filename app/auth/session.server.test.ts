import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auth0Handlers, sandboxAuth0Calls, setSandboxAuth0Fault } from "../../sandbox/auth0";
import { releaseResponseClones } from "../../sandbox/msw-clones";
import { SESSION_LIFETIME_MS } from "~/domain/members/session-cookie";
import { logger } from "~/services/logger.server";
import { refreshSessionIfStale } from "./refresh.server";
import { requestStorage } from "~/services/request-store.server";
import { commitNewSession, endSession, readSessionCookie, readSessionState, sessionStorage, type SessionData } from "./session.server";

// A short deadline so the stalled cases end quickly (the default is 3 s); sessions in a folder of their own.
vi.stubEnv("AUTH0_TIMEOUT_MS", "200");
vi.stubEnv("SESSION_DIR", mkdtempSync(path.join(tmpdir(), "sessions-test-")));

const server = setupServer(...auth0Handlers);
releaseResponseClones(server);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  setSandboxAuth0Fault({ mode: "none" });
});
afterAll(() => server.close());

const minutes = (n: number) => n * 60_000;
const member = { sub: "auth0|sandbox-membership", name: "Lucas Moreau" };
/** A refresh token as the sandbox issues them, new for each test (outcomes are remembered per token). */
const sandboxRefreshToken = () => Buffer.from(JSON.stringify({ member: "membership", family: randomUUID(), jti: randomUUID() })).toString("base64url");
const clock = (ms: number) => `sandbox_clock_offset_ms=${ms}`;

/** A new session holding `data` (over the defaults: tokens due for refresh); the Cookie header a browser would send with it. */
async function cookieWith(data: Partial<SessionData>, previous: string | null = null) {
  const setCookie = await commitNewSession(
    {
      member,
      accessToken: "old-access",
      refreshToken: sandboxRefreshToken(),
      obtainedAt: Date.now() - minutes(111),
      signedInAt: Date.now() - minutes(111),
      claims: {},
      ...data,
    },
    previous,
  );
  return `analytics_consent=accepted; ${setCookie.split(";")[0] ?? ""}`;
}

const refreshCalls = () => sandboxAuth0Calls().refresh_token;

describe("the session cookie", () => {
  it("holds only a signed id: __Host- prefixed, HttpOnly, Secure, SameSite=Lax, Path=/, small, no token", async () => {
    const accessToken = "a".repeat(900);
    const refreshToken = sandboxRefreshToken();
    const setCookie = await commitNewSession({
      member,
      accessToken,
      refreshToken,
      obtainedAt: Date.now(),
      signedInAt: Date.now(),
      claims: { sub: member.sub },
    });
    const [pair = "", ...attributes] = setCookie.split(/;\s*/);
    expect(pair).toMatch(/^__Host-session=[^;]+$/);
    expect(pair.length).toBeLessThan(200);
    expect(decodeURIComponent(pair)).not.toContain(refreshToken);
    expect(Buffer.from(decodeURIComponent(pair.split("=")[1] ?? "").split(".")[0] ?? "", "base64").toString()).not.toContain("Lucas");
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "Secure", "SameSite=Lax"]));
    expect(attributes.some((a) => /^Domain=/i.test(a))).toBe(false);
    expect((await readSessionCookie(pair))?.accessToken).toBe(accessToken);
  });

  it("a sign-in gets a new id, and the session it replaces is gone", async () => {
    const before = await cookieWith({});
    const after = await cookieWith({ member: { sub: "auth0|sandbox-free", name: "Maya Patel" } }, before);
    expect(after).not.toBe(before);
    expect(await readSessionCookie(before)).toBeNull();
    expect((await readSessionCookie(after))?.member.name).toBe("Maya Patel");
  });

  it("a forged or unknown id reads as signed out", async () => {
    const real = await cookieWith({});
    const [name, value = ""] = real.split("; ")[1]?.split("=") ?? [];
    const [id = "", signature = ""] = decodeURIComponent(value).split(".");
    for (const forged of [`${id.slice(0, -2)}AA.${signature}`, `${Buffer.from('"abc"').toString("base64")}.${signature}`, "garbage"]) {
      expect(await readSessionCookie(`${name}=${encodeURIComponent(forged)}`)).toBeNull();
    }
  });
});

describe("the session's lifetime", () => {
  it("ends 30 days after sign-in however active the member is, and a refresh does not extend it", async () => {
    const cookie = await cookieWith({ signedInAt: Date.now() - minutes(120) });
    expect((await refreshSessionIfStale(cookie)).kind).toBe("refreshed");
    const renewed = await readSessionCookie(cookie);
    expect(Date.now() - (renewed?.obtainedAt ?? 0)).toBeLessThan(minutes(1));
    expect(renewed?.signedInAt).toBeLessThan(Date.now() - minutes(119));
    expect(await readSessionCookie(`${cookie}; ${clock(SESSION_LIFETIME_MS - minutes(121))}`)).not.toBeNull();
    expect(await readSessionCookie(`${cookie}; ${clock(SESSION_LIFETIME_MS - minutes(119))}`)).toBeNull();
    // Deleted on the server, not only refused: the real clock reads nothing either.
    expect(await readSessionCookie(cookie)).toBeNull();
  });

  it("ending a session deletes it on the server and answers what it held, with a cookie that clears the browser's", async () => {
    const cookie = await cookieWith({});
    const { data, setCookie } = await endSession(new Request("http://site.test/logout", { headers: { Cookie: cookie } }));
    expect(data?.member.sub).toBe(member.sub);
    expect(setCookie).toMatch(/^__Host-session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await readSessionCookie(cookie)).toBeNull();
  });
});

describe("one read of the store per request", () => {
  it("the front door's refresh check and the loaders share one read of a member's session", async () => {
    const cookie = await cookieWith({ obtainedAt: Date.now() - minutes(100) });
    const reads = vi.spyOn(sessionStorage(), "getSession");
    const data = await requestStorage.run({ requestId: "one-read", upstreams: [] }, async () => {
      await refreshSessionIfStale(cookie);
      const [root, page] = await Promise.all([readSessionCookie(cookie), readSessionCookie(cookie)]);
      return [root, page];
    });
    expect(data.map((read) => read?.member.name)).toEqual(["Lucas Moreau", "Lucas Moreau"]);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it("a failed read is not shared: the next reader of the request asks the store again", async () => {
    const cookie = await cookieWith({ obtainedAt: Date.now() - minutes(100) });
    const storage = sessionStorage();
    const reads = vi.spyOn(storage, "getSession").mockRejectedValueOnce(new SyntaxError("Unexpected end of JSON input"));
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const [first, second] = await requestStorage.run({ requestId: "read-again", upstreams: [] }, async () => [
      await readSessionState(cookie),
      await readSessionState(cookie),
    ]);
    expect(first).toEqual({ data: null, unavailable: true });
    expect(second.data?.member.name).toBe("Lucas Moreau");
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockRestore();
    warn.mockRestore();
  });
});

describe("refreshSessionIfStale", () => {
  it("leaves a session younger than 110 minutes alone", async () => {
    const before = refreshCalls();
    expect(await refreshSessionIfStale(await cookieWith({ obtainedAt: Date.now() - minutes(100) }))).toEqual({ kind: "none" });
    expect(refreshCalls()).toBe(before);
  });

  it("refreshes an older one on the server: new access and (rotated) refresh token, clock reset, same cookie", async () => {
    const cookie = await cookieWith({});
    const old = await readSessionCookie(cookie);
    expect(await refreshSessionIfStale(cookie)).toEqual({ kind: "refreshed" });
    const renewed = await readSessionCookie(cookie);
    expect(renewed?.accessToken).not.toBe("old-access");
    expect(renewed?.refreshToken).not.toBe(old?.refreshToken);
    expect(Date.now() - (renewed?.obtainedAt ?? 0)).toBeLessThan(minutes(1));
  });

  it("a cookie naming no live session is cleared, other cookies kept", async () => {
    const cookie = await cookieWith({});
    await endSession(new Request("http://site.test/logout", { headers: { Cookie: cookie } }));
    const outcome = await refreshSessionIfStale(cookie);
    expect(outcome.kind).toBe("ended");
    if (outcome.kind === "ended") expect(outcome.cookieHeader).toBe("analytics_consent=accepted");
  });
});

describe("a failing Auth0 never fails the page", () => {
  for (const mode of ["500", "malformed", "down", "hang"] as const) {
    it(`Auth0 ${mode}: logged, the old session serves the request, and the failure is remembered briefly`, async () => {
      setSandboxAuth0Fault({ mode });
      const warn = vi.spyOn(logger, "warn");
      const cookie = await cookieWith({});
      const before = refreshCalls();
      const outcome = await refreshSessionIfStale(cookie);
      expect(outcome).toEqual({
        kind: "kept",
        failure: mode === "500" ? "upstream" : mode === "down" ? "unreachable" : mode === "hang" ? "timeout" : "malformed",
      });
      expect(warn).toHaveBeenCalledWith("session-refresh-failed", expect.objectContaining({ member: member.sub }));
      // The next page of this member within the failure memory does not ask Auth0 again.
      expect((await refreshSessionIfStale(cookie)).kind).toBe("kept");
      expect(refreshCalls()).toBe(before + 1);
      expect((await readSessionCookie(cookie))?.accessToken).toBe("old-access");
    });
  }

  it("a refused refresh token ends the session: deleted, cookie cleared, other cookies kept", async () => {
    const cookie = await cookieWith({ refreshToken: "not-a-token-auth0-issued" });
    const outcome = await refreshSessionIfStale(cookie);
    expect(outcome.kind).toBe("ended");
    if (outcome.kind !== "ended") return;
    expect(outcome.cookieHeader).toBe("analytics_consent=accepted");
    expect(outcome.setCookie).toMatch(/^__Host-session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await readSessionCookie(cookie)).toBeNull();
  });

  it("a session without a refresh token ends too, without asking Auth0", async () => {
    const before = refreshCalls();
    expect((await refreshSessionIfStale(await cookieWith({ refreshToken: undefined }))).kind).toBe("ended");
    expect(refreshCalls()).toBe(before);
  });
});

describe("single flight and rotation", () => {
  it("ten concurrent requests of one session make one refresh and all see the same new tokens", async () => {
    const cookie = await cookieWith({});
    const before = refreshCalls();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => refreshSessionIfStale(cookie)));
    expect(refreshCalls()).toBe(before + 1);
    expect(outcomes.every((outcome) => outcome.kind === "refreshed")).toBe(true);
  });

  it("the rotated refresh token is alive at Auth0: the next due refresh works", async () => {
    const cookie = await cookieWith({});
    await refreshSessionIfStale(cookie);
    const before = refreshCalls();
    expect(await refreshSessionIfStale(cookie)).toEqual({ kind: "none" });
    expect(await refreshSessionIfStale(`${cookie}; ${clock(minutes(240))}`)).toEqual({ kind: "refreshed" });
    expect(refreshCalls()).toBe(before + 1);
  });

  it("a sign-out while Auth0 answers the refresh is not undone by the new tokens", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (asked = resolve));
    server.use(
      http.post("*/oauth/token", async () => {
        asked();
        await gate;
        return HttpResponse.json({ access_token: "new-access", refresh_token: sandboxRefreshToken(), token_type: "Bearer", expires_in: 7200 });
      }),
    );
    const cookie = await cookieWith({});
    const refresh = refreshSessionIfStale(cookie);
    await reached;
    await endSession(new Request("http://site.test/logout", { headers: { Cookie: cookie } }));
    release();
    expect((await refresh).kind).toBe("ended");
    expect(await readSessionCookie(cookie)).toBeNull();
  });

  it("an answer arriving after the deadline is kept: the next request gets its tokens without a new call", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      http.post("*/oauth/token", async () => {
        calls += 1;
        await gate;
        return HttpResponse.json({ access_token: "late-access", refresh_token: "late-refresh", token_type: "Bearer", expires_in: 7200 });
      }),
    );
    const cookie = await cookieWith({});
    expect(await refreshSessionIfStale(cookie)).toEqual({ kind: "kept", failure: "timeout" });
    release();
    await vi.waitFor(async () => {
      expect(await refreshSessionIfStale(cookie)).toEqual({ kind: "refreshed" });
      expect(await readSessionCookie(cookie)).toMatchObject({ accessToken: "late-access", refreshToken: "late-refresh" });
    });
    expect(calls).toBe(1);
  });
});
