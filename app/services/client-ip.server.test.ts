import { describe, expect, it } from "vitest";
import { asIp, clientIp, rateLimitKey, resolveClientIp } from "./client-ip.server";
import { requestStorage } from "./request-store.server";

const from = (headers: Record<string, string | string[]>, remoteAddress: string | undefined = "192.0.2.7") => ({ headers, socket: { remoteAddress } });

describe("resolveClientIp behind a trusted proxy (TRUST_PROXY on)", () => {
  it.each([
    [{ "fly-client-ip": "203.0.113.20" }, "203.0.113.20"],
    [{ "fly-client-ip": "203.0.113.20", "x-forwarded-for": "198.51.100.10" }, "203.0.113.20"],
    [{ "x-forwarded-for": "1.2.3.4, 203.0.113.30" }, "203.0.113.30"],
    [{ "x-forwarded-for": " 2001:DB8::70 " }, "2001:db8::70"],
    [{ "x-forwarded-for": "[2001:db8::70]:443" }, "2001:db8::70"],
    [{ "x-forwarded-for": "203.0.113.40:8080" }, "203.0.113.40"],
    [{ "fly-client-ip": "not-an-ip", "x-forwarded-for": "203.0.113.50" }, "203.0.113.50"],
    [{ "x-forwarded-for": ["10.0.0.1", "203.0.113.60"] }, "203.0.113.60"],
    // Headers holding no valid IP fall back to the socket.
    [{ "x-forwarded-for": "203.0.113.30, <script>" }, "192.0.2.7"],
    [{ "x-forwarded-for": "999.1.1.1" }, "192.0.2.7"],
    [{}, "192.0.2.7"],
  ])("%j → %s", (headers, expected) => {
    expect(resolveClientIp(from(headers), true)).toBe(expected);
  });
});

describe("resolveClientIp without a trusted proxy (default)", () => {
  it("ignores forged proxy headers: the socket's address is the client", () => {
    expect(resolveClientIp(from({ "fly-client-ip": "203.0.113.20", "x-forwarded-for": "198.51.100.10" }), false)).toBe("192.0.2.7");
  });

  it("writes an IPv4-mapped socket address as IPv4", () => {
    expect(resolveClientIp(from({}, "::ffff:127.0.0.1"), false)).toBe("127.0.0.1");
    expect(resolveClientIp(from({}, "::1"), false)).toBe("::1");
  });

  it("is null when the socket has no address", () => {
    expect(resolveClientIp({ headers: {}, socket: {} }, false)).toBeNull();
  });
});

describe("asIp", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["[::1]:8080", "::1"],
    ["2001:db8::1", "2001:db8::1"],
    ["203.0.113.9:80", "203.0.113.9"],
    ["", null],
    ["localhost", null],
    ["1.2.3", null],
  ])("%s → %s", (value, expected) => {
    expect(asIp(value)).toBe(expected);
  });
});

describe("clientIp", () => {
  it("is the IP decided for the current request, null outside one", () => {
    expect(clientIp()).toBeNull();
    expect(requestStorage.run({ requestId: "r1", upstreams: [], clientIp: "203.0.113.20" }, () => clientIp())).toBe("203.0.113.20");
  });
});

describe("rateLimitKey", () => {
  it("counts an IPv4 client by its address", () => {
    expect(rateLimitKey("203.0.113.20")).toBe("203.0.113.20");
  });

  it("counts an IPv6 client by its /64, whatever the interface part", () => {
    const key = rateLimitKey("2001:db8:1:2::1");
    expect(key).toBe("2001:0db8:0001:0002::/64");
    expect(rateLimitKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe(key);
    expect(rateLimitKey("2001:0db8:0001:0002:0:0:0:ffff")).toBe(key);
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(key);
    expect(rateLimitKey("::1")).toBe("0000:0000:0000:0000::/64");
    expect(rateLimitKey("2001:db8::")).toBe("2001:0db8:0000:0000::/64");
  });

  it("counts clients without an address together", () => {
    expect(rateLimitKey(null)).toBe("unknown");
  });
});
