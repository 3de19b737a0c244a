import { describe, expect, it } from "vitest";
import { clientErrorStatus, validHost } from "./errors.server";

describe("validHost", () => {
  it.each(["localhost", "localhost:3000", "www.brightpath.example", "127.0.0.1:4173", "[::1]:3000", "a-b.c"])("accepts %s", (host) => {
    expect(validHost(host)).toBe(true);
  });
  it.each([undefined, "", "[", "a b", "evil.example:99999", "evil.example:", "-a.example", "a..b", "a/b", "x".repeat(300)])("refuses %j", (host) => {
    expect(validHost(host)).toBe(false);
  });
});

describe("clientErrorStatus", () => {
  it("keeps 4xx statuses of errors and ignores everything else", () => {
    expect(clientErrorStatus(Object.assign(new Error("range"), { status: 416 }))).toBe(416);
    expect(clientErrorStatus({ statusCode: 403 })).toBe(403);
    expect(clientErrorStatus(new Error("boom"))).toBeNull();
    expect(clientErrorStatus({ status: 500 })).toBeNull();
    expect(clientErrorStatus(null)).toBeNull();
  });
});
