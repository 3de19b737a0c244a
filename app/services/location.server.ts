import { isIP } from "node:net";
import { z } from "zod";
import { getEnv } from "~/env.server";
import { cached } from "./cache.server";
import { asIp } from "./client-ip.server";
import { logger } from "./logger.server";
import { timeUpstream } from "./request-store.server";
import { guardUpstream } from "./upstream.server";
import { boundedFetch, MAX_ANSWER_BYTES } from "./bounded-fetch.server";

const locationFetch = boundedFetch(MAX_ANSWER_BYTES.location);

/**
 * The location lookup (`GET {host}/locate`, docs/product/sales-and-orders.md#visitors-location): the
 * visitor's country from their IP, for country and currency hints (phone country, order
 * tracking). The only code that calls it. Answers are cached per IP; a failure is logged and
 * answered as null (docs/product/failures-and-limits.md: errors of other data fetches are swallowed). The visitor's IP is
 * `clientIp()` (client-ip.server.ts), the same one rate limits count.
 */

/** An IP's answer is fresh this long (ms)… */
const TTL_MS = 60 * 60_000;
/** …then served stale while one refresh runs, for this long (ms). */
const SWR_MS = 24 * 60 * 60_000;

const text = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** A location lookup result, parsed: codes upper-cased, blanks as null. */
export const locationSchema = z.object({
  country: text,
  /** ISO 3166-1 alpha-2 ("DE"). */
  iso_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "must be an ISO 3166-1 alpha-2 code")
    .transform((code) => code.toUpperCase()),
  /** ISO 3166-1 alpha-3 ("DEU"). */
  iso3_code: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "must be an ISO 3166-1 alpha-3 code")
    .nullish()
    .transform((code) => code?.toUpperCase() ?? null),
  state_name: text,
  city: text,
  ip: z.string().refine((value) => isIP(value) !== 0, "must be an IP address"),
});

export type VisitorLocation = z.infer<typeof locationSchema>;

/**
 * The location of `ip` (docs/product/sales-and-orders.md), cached per IP (fresh 1 h, stale-while-revalidate 24 h).
 * Never throws: no IP, a timeout (after `LOCATION_TIMEOUT_MS` ms), an HTTP error or an
 * answer that fails {@link locationSchema} gives null (logged).
 */
export async function locateVisitor(ip: string | null): Promise<VisitorLocation | null> {
  const address = asIp(ip);
  if (!address) return null;
  try {
    return await cached({ key: `location:${address}`, ttl: TTL_MS, swr: SWR_MS, getFreshValue: () => fetchLocation(address) });
  } catch (error) {
    logger.warn("location-lookup-failed", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

async function fetchLocation(ip: string): Promise<VisitorLocation> {
  const url = `${getEnv().LOCATION_API_URL.replace(/\/+$/, "")}/locate?ip=${encodeURIComponent(ip)}`;
  const timeoutMs = getEnv().LOCATION_TIMEOUT_MS;
  const response = await timeUpstream("location", () =>
    guardUpstream(
      "location",
      () => locationFetch(url, { headers: { accept: "application/json" }, redirect: "error", signal: AbortSignal.timeout(timeoutMs) }),
      { timeoutMs: timeoutMs + 100 },
    ),
  );
  if (!response.ok) {
    // Not awaited: cancelling a body can wait on the peer (it hangs under MSW).
    void response.body?.cancel().catch(() => undefined);
    throw new Error(`locate: HTTP ${response.status}`);
  }
  const parsed = locationSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new Error(`locate: unexpected answer (${parsed.error.issues[0]?.path.join(".") || "body"}: ${parsed.error.issues[0]?.message})`);
  return parsed.data;
}
