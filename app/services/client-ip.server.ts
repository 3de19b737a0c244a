import { isIP } from "node:net";
import { requestStorage } from "./request-store.server";

/**
 * The visitor's IP address, decided once per request in one place: the
 * location lookup and every rate limit use the same value.
 */

/** What the IP is read from: an Express request has both. */
export interface IpSource {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined };
}

/** An IP only if `value` is one (IPv4, IPv6, IPv6 in brackets, a port stripped, IPv4-mapped IPv6 as IPv4); else null. */
export function asIp(value: string | null | undefined): string | null {
  if (!value) return null;
  let candidate = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(candidate);
  if (bracketed?.[1]) candidate = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(candidate)) candidate = candidate.slice(0, candidate.lastIndexOf(":"));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(candidate);
  if (mapped?.[1]) candidate = mapped[1];
  return isIP(candidate) !== 0 ? candidate.toLowerCase() : null;
}

function header(source: IpSource, name: string): string | undefined {
  const value = source.headers[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/**
 * The client's IP. With `trustProxy` (TRUST_PROXY, one trusted proxy in front: Fly's edge,
 * which overwrites `Fly-Client-IP` and appends the address it saw to `X-Forwarded-For`):
 * `Fly-Client-IP`, else the last `X-Forwarded-For` entry — earlier entries are whatever the
 * client sent. Without it, or when those hold no valid IP: the socket's address, and the
 * headers are ignored, so a forged header changes nothing. Null only when the socket has no
 * address (already closed).
 */
export function resolveClientIp(source: IpSource, trustProxy: boolean): string | null {
  if (trustProxy) {
    const fly = asIp(header(source, "fly-client-ip"));
    if (fly) return fly;
    const forwarded = header(source, "x-forwarded-for")?.split(",");
    const last = forwarded ? asIp(forwarded[forwarded.length - 1]) : null;
    if (last) return last;
  }
  return asIp(source.socket.remoteAddress);
}

/**
 * The current request's client IP, as {@link resolveClientIp} decided when the request came in
 * (kept in the request store by `requestContext`, app/server/observability.server.ts). Null
 * outside a request or when unknown.
 */
export function clientIp(): string | null {
  return requestStorage.getStore()?.clientIp ?? null;
}

/** Expands an IPv6 address to its eight groups of four hex digits. */
function expandIpv6(ip: string): string[] {
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms other than the mapped one) counts as two groups.
  const last = right.length ? right : left;
  const v4 = last[last.length - 1];
  if (v4?.includes(".")) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
    last.splice(last.length - 1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => group.padStart(4, "0"));
}

/**
 * The key a rate limit counts a client under: an IPv4 address as is; an IPv6 address by its
 * /64 network, since one subscriber usually holds a whole /64 and could otherwise rotate through
 * its addresses. "unknown" when there is no address.
 */
export function rateLimitKey(ip: string | null): string {
  if (!ip) return "unknown";
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}
