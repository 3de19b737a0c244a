import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth0Handlers } from "../../sandbox/auth0";
import { refreshSessionIfStale } from "./refresh.server";
import { sessionStorage, type SessionData } from "./session.server";

const server = setupServer(...auth0Handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const minutes = (n: number) => n * 60_000;
const validRefreshToken = Buffer.from(JSON.stringify({ member: "membership", jti: "t" })).toString("base64url");

async function requestWith(data: SessionData) {
  const session = await sessionStorage().getSession();
  session.set("auth", data);
  const cookie = (await sessionStorage().commitSession(session)).split(";")[0] ?? "";
  return new Request("http://localhost/programs/x", { headers: { Cookie: `analytics_consent=accepted; ${cookie}` } });
}

const member = { sub: "auth0|sandbox-membership", name: "Lucas Moreau" };

describe("refreshSessionIfStale (SPEC §4, §9)", () => {
  it("leaves a session younger than 110 minutes alone", async () => {
    const request = await requestWith({ member, accessToken: "a", refreshToken: validRefreshToken, obtainedAt: Date.now() - minutes(100), claims: {} });
    expect(await refreshSessionIfStale(request)).toEqual({ kind: "none" });
  });

  it("refreshes an older one and resets its clock", async () => {
    const request = await requestWith({ member, accessToken: "old", refreshToken: validRefreshToken, obtainedAt: Date.now() - minutes(111), claims: {} });
    const outcome = await refreshSessionIfStale(request);
    expect(outcome.kind).toBe("refreshed");
    if (outcome.kind !== "refreshed") return;
    expect(outcome.cookieHeader).toContain("analytics_consent=accepted");
    const renewed = await sessionStorage().getSession(outcome.cookieHeader);
    const data = renewed.get("auth") as SessionData;
    expect(data.accessToken).not.toBe("old");
    expect(Date.now() - data.obtainedAt).toBeLessThan(5_000);
  });

  it("treats the member as signed out for the request when the refresh fails", async () => {
    const request = await requestWith({ member, accessToken: "old", refreshToken: "revoked", obtainedAt: Date.now() - minutes(200), claims: {} });
    const outcome = await refreshSessionIfStale(request);
    expect(outcome.kind).toBe("failed");
    expect(outcome.kind === "failed" && outcome.cookieHeader).toBe("analytics_consent=accepted");
  });
});
