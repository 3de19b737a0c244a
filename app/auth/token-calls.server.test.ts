import { OAuth2RequestError, UnexpectedErrorResponseBodyError, UnexpectedResponseError } from "remix-auth-auth0";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Auth0CallError, auth0FailureKind, isTransient, withDeadline } from "./token-calls.server";

afterEach(() => {
  vi.useRealTimers();
});

describe("withDeadline (Auth0 token calls have a deadline)", () => {
  it("passes the call's answer through", async () => {
    await expect(withDeadline(Promise.resolve("tokens"), 1_000)).resolves.toBe("tokens");
  });

  it("gives up on a call that does not answer, with a timeout error", async () => {
    vi.useFakeTimers();
    const result = withDeadline(new Promise(() => undefined), 3_000);
    const settled = expect(result).rejects.toMatchObject({ name: "Auth0CallError", kind: "timeout" });
    await vi.advanceTimersByTimeAsync(3_000);
    await settled;
  });

  it("passes the call's own failure through when it fails in time", async () => {
    await expect(withDeadline(Promise.reject(new UnexpectedResponseError(500)), 1_000)).rejects.toBeInstanceOf(UnexpectedResponseError);
  });
});

describe("auth0FailureKind", () => {
  it("tells a refusal from passing failures", () => {
    expect(auth0FailureKind(new OAuth2RequestError("invalid_grant", null, null, null))).toBe("refused");
    expect(auth0FailureKind(new UnexpectedResponseError(500))).toBe("upstream");
    expect(auth0FailureKind(new UnexpectedResponseError(429))).toBe("upstream");
    expect(auth0FailureKind(new UnexpectedResponseError(200))).toBe("malformed");
    expect(auth0FailureKind(new UnexpectedErrorResponseBodyError(400, "text"))).toBe("upstream");
    expect(auth0FailureKind(new Error("Failed to send request"))).toBe("unreachable");
    expect(auth0FailureKind(new Auth0CallError("timeout", "slow"))).toBe("timeout");
    expect(isTransient("refused")).toBe(false);
    for (const kind of ["timeout", "unreachable", "upstream", "malformed"] as const) expect(isTransient(kind)).toBe(true);
  });
});
