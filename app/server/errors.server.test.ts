import { describe, expect, it } from "vitest";
import { clientErrorStatus, requestHeaderProblem, validHost } from "./errors.server";

describe("validHost", () => {
  it.each(["localhost", "localhost:3000", "www.brightpath.example", "127.0.0.1:4173", "[::1]:3000", "a-b.c"])("accepts %s", (host) => {
    expect(validHost(host)).toBe(true);
  });
  it.each([
    undefined,
    "",
    "[",
    "a b",
    "evil.example:99999",
    "evil.example:",
    "-a.example",
    "a..b",
    "a/b",
    "x".repeat(300),
    "999.1.1.1",
    "1.2.3.4.5",
    "4294967296",
    "1.08",
    "a.999",
    "xn--a",
    "[1:2:3]",
    "[1.2.3.4]",
  ])("refuses %j", (host) => {
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

describe("requestHeaderProblem", () => {
  const ok = { method: "GET", target: "/membership", host: "localhost:3000" };

  it("serves a path on a valid host", () => {
    expect(requestHeaderProblem(ok)).toBeNull();
    expect(requestHeaderProblem({ ...ok, forwardedHost: "www.brightpath.example", forwardedProto: "https" })).toBeNull();
  });

  it.each([
    ["an asterisk target", { target: "*" }],
    ["an absolute-form target", { target: "http://evil.example/membership" }],
    ["a former Remix data request (?_data=)", { target: "/membership?period=monthly&_data=root" }],
    ["an empty _data parameter", { target: "/?_data" }],
    ["a bad Host", { host: "a b" }],
    ["a bad X-Forwarded-Host", { forwardedHost: "[" }],
    ["an X-Forwarded-Host whose later entry has a port out of range", { forwardedHost: "localhost, x:99999" }],
    ["a Host the URL parser refuses", { host: "999.1.1.1" }],
    ["a bad X-Forwarded-Proto", { forwardedProto: "a b" }],
    ["a POST whose Origin is no origin", { method: "POST", origin: "garbage" }],
    ["a POST with an empty Origin", { method: "POST", origin: "" }],
  ])("400 for %s", (_name, change) => {
    expect(requestHeaderProblem({ ...ok, ...change })).toMatchObject({ status: 400 });
  });

  it("403 for a POST from another site or an opaque origin, as Remix's CSRF check would refuse it", () => {
    expect(requestHeaderProblem({ ...ok, method: "POST", origin: "https://evil.example" })).toMatchObject({ status: 403 });
    expect(requestHeaderProblem({ ...ok, method: "POST", origin: "null" })).toMatchObject({ status: 403 });
    expect(requestHeaderProblem({ ...ok, method: "POST", origin: "http://localhost:3000", forwardedHost: "www.brightpath.example" })).toMatchObject({
      status: 403,
    });
  });

  it("serves a POST from the site's own pages and one without Origin (curl, old browsers)", () => {
    expect(requestHeaderProblem({ ...ok, method: "POST", origin: "http://localhost:3000" })).toBeNull();
    expect(requestHeaderProblem({ ...ok, method: "POST", origin: "https://www.brightpath.example", forwardedHost: "www.brightpath.example" })).toBeNull();
    expect(requestHeaderProblem({ ...ok, method: "POST" })).toBeNull();
    expect(requestHeaderProblem({ ...ok, origin: "https://evil.example" })).toBeNull();
  });
});
