import { randomUUID } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auth0Handlers, sandboxAuth0Calls, setSandboxAuth0Fault } from "../../sandbox/auth0";
import { releaseResponseClones } from "../../sandbox/msw-clones";
import { logger } from "~/services/logger.server";
import { refreshSessionIfStale } from "./refresh.server";
import { sessionStorage, type SessionData } from "./session.server";

// A short deadline so the stalled cases end quickly (the default is 3 s).
vi.stubEnv("AUTH0_TIMEOUT_MS", "200");

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

async function cookieWith(data: Partial<SessionData>) {
  const session = await sessionStorage().getSession();
  session.set("auth", { member, accessToken: "old", refreshToken: sandboxRefreshToken(), obtainedAt: Date.now() - minutes(111), claims: {}, ...data });
  const cookie = (await sessionStorage().commitSession(session)).split(";")[0] ?? "";
  return `analytics_consent=accepted; ${cookie}`;
}

async function sessionIn(cookieHeader: string) {
  return (await sessionStorage().getSession(cookieHeader)).get("auth") as SessionData | undefined;
}

const refreshCalls = () => sandboxAuth0Calls().refresh_token;

describe("refreshSessionIfStale (SPEC §4, §9)", () => {
  it("leaves a session younger than 110 minutes alone", async () => {
    const before = refreshCalls();
    expect(await refreshSessionIfStale(await cookieWith({ obtainedAt: Date.now() - minutes(100) }))).toEqual({ kind: "none" });
    expect(refreshCalls()).toBe(before);
  });

  it("refreshes an older one: new access and (rotated) refresh token, clock reset, other cookies kept", async () => {
    const cookie = await cookieWith({});
    const old = await sessionIn(cookie);
    const outcome = await refreshSessionIfStale(cookie);
    expect(outcome.kind).toBe("refreshed");
    if (outcome.kind !== "refreshed") return;
    expect(outcome.cookieHeader).toContain("analytics_consent=accepted");
    const renewed = await sessionIn(outcome.cookieHeader);
    expect(renewed?.accessToken).not.toBe("old");
    expect(renewed?.refreshToken).not.toBe(old?.refreshToken);
    expect(Date.now() - (renewed?.obtainedAt ?? 0)).toBeLessThan(minutes(1));
    expect(outcome.setCookie).toMatch(/^__session=/);
  });
});

describe("a failing Auth0 never fails the page (SPEC §8, issue 16)", () => {
  for (const mode of ["500", "malformed", "down", "hang"] as const) {
    it(`Auth0 ${mode}: logged, the old session serves the request, and the failure is remembered briefly`, async () => {
      setSandboxAuth0Fault({ mode });
      const warn = vi.spyOn(logger, "warn");
      const cookie = await cookieWith({});
      const before = refreshCalls();
      const outcome = await refreshSessionIfStale(cookie);
      expect(outcome).toEqual({ kind: "kept", failure: mode === "500" ? "upstream" : mode === "down" ? "unreachable" : mode === "hang" ? "timeout" : "malformed" });
      expect(warn).toHaveBeenCalledWith("session-refresh-failed", expect.objectContaining({ member: member.sub }));
      // The next page of this member within the failure memory does not ask Auth0 again.
      expect((await refreshSessionIfStale(cookie)).kind).toBe("kept");
      expect(refreshCalls()).toBe(before + 1);
    });
  }

  it("a refused refresh token ends the session: signed out, cookie cleared, other cookies kept", async () => {
    const cookie = await cookieWith({ refreshToken: "not-a-token-auth0-issued" });
    const outcome = await refreshSessionIfStale(cookie);
    expect(outcome.kind).toBe("ended");
    if (outcome.kind !== "ended") return;
    expect(outcome.cookieHeader).toBe("analytics_consent=accepted");
    expect(outcome.setCookie).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("a session without a refresh token ends too, without asking Auth0", async () => {
    const before = refreshCalls();
    expect((await refreshSessionIfStale(await cookieWith({ refreshToken: undefined }))).kind).toBe("ended");
    expect(refreshCalls()).toBe(before);
  });
});

describe("single flight and rotation (issue 16)", () => {
  it("ten concurrent requests of one session make one refresh and all get the same new tokens", async () => {
    const cookie = await cookieWith({});
    const before = refreshCalls();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => refreshSessionIfStale(cookie)));
    expect(refreshCalls()).toBe(before + 1);
    const tokens = new Set<string | undefined>();
    for (const outcome of outcomes) {
      expect(outcome.kind).toBe("refreshed");
      if (outcome.kind === "refreshed") tokens.add((await sessionIn(outcome.cookieHeader))?.refreshToken);
    }
    expect(tokens.size).toBe(1);
  });

  it("the old cookie after a refresh gets the new tokens without spending the old refresh token again", async () => {
    const cookie = await cookieWith({});
    const first = await refreshSessionIfStale(cookie);
    const before = refreshCalls();
    const again = await refreshSessionIfStale(cookie);
    expect(refreshCalls()).toBe(before);
    expect(first.kind === "refreshed" && again.kind === "refreshed").toBe(true);
    if (first.kind !== "refreshed" || again.kind !== "refreshed") return;
    expect((await sessionIn(again.cookieHeader))?.refreshToken).toBe((await sessionIn(first.cookieHeader))?.refreshToken);
    // And the rotated token works: the session is alive at Auth0 (no family revocation).
    const renewed = await cookieWith({ refreshToken: (await sessionIn(first.cookieHeader))?.refreshToken });
    expect((await refreshSessionIfStale(renewed)).kind).toBe("refreshed");
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
      const outcome = await refreshSessionIfStale(cookie);
      expect(outcome.kind).toBe("refreshed");
      if (outcome.kind === "refreshed") expect(await sessionIn(outcome.cookieHeader)).toMatchObject({ accessToken: "late-access", refreshToken: "late-refresh" });
    });
    expect(calls).toBe(1);
  });
});
