import { createHash } from "node:crypto";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CREDENTIALS } from "../app/env/sandbox.server";
import { auth0Handlers, sandboxAuth0Calls, setSandboxAuth0Fault } from "./auth0";
import { releaseResponseClones } from "./msw-clones";

const server = setupServer(...auth0Handlers);
releaseResponseClones(server);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => setSandboxAuth0Fault({ mode: "none" }));
afterAll(() => server.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const basic = `Basic ${Buffer.from(`${SANDBOX_CREDENTIALS.AUTH0_CLIENT_ID}:${SANDBOX_CREDENTIALS.AUTH0_CLIENT_SECRET}`).toString("base64")}`;

function token(params: Record<string, string>) {
  return fetch("https://auth.sandbox.example/oauth/token", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: basic },
    body: new URLSearchParams(params).toString(),
  });
}

async function signIn(member = "free"): Promise<string> {
  const verifier = "a-code-verifier-of-enough-length-0123456789";
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const response = await token({ grant_type: "authorization_code", code: b64({ member, challenge }), code_verifier: verifier });
  expect(response.status).toBe(200);
  return ((await response.json()) as { refresh_token: string }).refresh_token;
}

const refresh = (refreshToken: string) => token({ grant_type: "refresh_token", refresh_token: refreshToken });

describe("sandbox Auth0: refresh-token rotation", () => {
  it("each refresh answers a new refresh token, which works once", async () => {
    const first = await signIn();
    const response = await refresh(first);
    expect(response.status).toBe(200);
    const second = ((await response.json()) as { refresh_token: string }).refresh_token;
    expect(second).not.toBe(first);
    expect((await refresh(second)).status).toBe(200);
  });

  it("reusing a spent refresh token revokes the family, its newest token included", async () => {
    const first = await signIn("membership");
    const second = ((await (await refresh(first)).json()) as { refresh_token: string }).refresh_token;
    const reuse = await refresh(first);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: "invalid_grant" });
    expect((await refresh(second)).status).toBe(400);
  });
});

describe("sandbox Auth0: revocation", () => {
  const revoke = (token: string, authorization = basic) =>
    fetch("https://auth.sandbox.example/oauth/revoke", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: authorization },
      body: new URLSearchParams({ token }).toString(),
    });

  it("a revoked refresh token, and any token of its family, can no longer refresh", async () => {
    const first = await signIn("membership");
    const second = ((await (await refresh(first)).json()) as { refresh_token: string }).refresh_token;
    const before = sandboxAuth0Calls().revoke;
    expect((await revoke(second)).status).toBe(200);
    expect(sandboxAuth0Calls().revoke).toBe(before + 1);
    const refused = await refresh(second);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("needs the client's credentials, and answers 200 for a token it does not know", async () => {
    const token = await signIn("free");
    expect((await revoke(token, `Basic ${Buffer.from("someone:else").toString("base64")}`)).status).toBe(401);
    expect((await refresh(token)).status).toBe(200);
    expect((await revoke("not-a-token")).status).toBe(200);
  });
});

describe("sandbox Auth0: faults", () => {
  it("500: answers, and its body can be cancelled as arctic does (no hang)", async () => {
    setSandboxAuth0Fault({ mode: "500" });
    const response = await refresh("x");
    expect(response.status).toBe(500);
    await expect(response.body?.cancel()).resolves.toBeUndefined();
  });

  it("malformed: 200 with a body that is not JSON", async () => {
    setSandboxAuth0Fault({ mode: "malformed" });
    const response = await refresh("x");
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it("down: a network error", async () => {
    setSandboxAuth0Fault({ mode: "down" });
    await expect(refresh("x")).rejects.toThrow();
  });

  it("a fault limited to one grant leaves the other alone, and every call is counted", async () => {
    setSandboxAuth0Fault({ mode: "500", grant: "refresh_token" });
    const before = sandboxAuth0Calls();
    const refreshToken = await signIn();
    expect((await refresh(refreshToken)).status).toBe(500);
    expect(sandboxAuth0Calls()).toEqual({ ...before, authorization_code: before.authorization_code + 1, refresh_token: before.refresh_token + 1 });
  });
});
