import { RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/services/logger.server";
import { createRedisClient } from "~/services/redis.server";
import { requestStorage } from "~/services/request-store.server";
import { attendeeLimitKey, consumeKey, consumeLimit, countedAlready, createLimiter, emailLimitKey, keyCounted, LIMITS } from "./rate-limit.server";

const spend = async (limiter: RateLimiterAbstract, ip: string | null, times: number) => {
  const verdicts = [];
  for (let i = 0; i < times; i += 1) verdicts.push(await consumeLimit("affiliate", ip, limiter));
  return verdicts;
};

describe("consumeLimit", () => {
  it("allows the limit's points per client, then refuses with the seconds until the window ends", async () => {
    const limiter = createLimiter("affiliate", null);
    const verdicts = await spend(limiter, "203.0.113.20", LIMITS.affiliate.points + 1);
    expect(verdicts.slice(0, -1).map((verdict) => verdict.allowed)).toEqual([true, true, true, true, true]);
    const refused = verdicts.at(-1);
    expect(refused?.allowed).toBe(false);
    if (refused && !refused.allowed) {
      expect(refused.retryAfterS).toBeGreaterThan(LIMITS.affiliate.durationS - 60);
      expect(refused.retryAfterS).toBeLessThanOrEqual(LIMITS.affiliate.durationS);
    }
    // Another client has its own count.
    expect((await consumeLimit("affiliate", "203.0.113.21", limiter)).allowed).toBe(true);
  });

  it("counts the addresses of one IPv6 /64 together", async () => {
    const limiter = createLimiter("affiliate", null);
    const verdicts = await Promise.all(Array.from({ length: 6 }, (_, i) => consumeLimit("affiliate", `2001:db8:5:6::${i + 1}`, limiter)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(LIMITS.affiliate.points);
  });

  it("marks the request as counted, so the action does not count it twice", async () => {
    const limiter = createLimiter("affiliate", null);
    await requestStorage.run({ requestId: "r1", upstreams: [] }, async () => {
      expect(countedAlready("affiliate")).toBe(false);
      await consumeLimit("affiliate", "203.0.113.30", limiter);
      expect(countedAlready("affiliate")).toBe(true);
      expect(countedAlready("honeycomb")).toBe(false);
    });
    expect(countedAlready("affiliate")).toBe(false);
  });

  it("lets the request through, and logs, when the limiter fails", async () => {
    const error = vi.spyOn(logger, "error");
    const broken = new RateLimiterMemory({ points: 1, duration: 1 });
    vi.spyOn(broken, "consume").mockRejectedValue(new Error("store exploded"));
    expect(await consumeLimit("affiliate", "203.0.113.40", broken)).toEqual({ allowed: true, remaining: 0 });
    expect(error).toHaveBeenCalledWith("rate-limit-failed", expect.objectContaining({ limit: "affiliate" }));
  });
});

describe("a limiter on Redis", () => {
  const clients: ReturnType<typeof createRedisClient>[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });

  it("counts in memory while Redis is unreachable: the limit still holds, nothing throws or waits", async () => {
    // Nothing listens on port 1: the connection is refused and retried in the background.
    const redis = createRedisClient("redis://127.0.0.1:1");
    clients.push(redis);
    const limiter = createLimiter("affiliate", redis);
    const verdicts = await spend(limiter, "203.0.113.50", LIMITS.affiliate.points + 1);
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, true, true, false]);
  });
});

describe("the per-address registration limit", () => {
  it("counts an email address lower-cased and trimmed, and stores no address", () => {
    const key = emailLimitKey("ada@example.com");
    expect(emailLimitKey("  Ada@Example.COM ")).toBe(key);
    expect(emailLimitKey("ada2@example.com")).not.toBe(key);
    expect(key).not.toContain("ada");
  });

  it(`refuses an address past ${LIMITS.registrationEmail.points} a day, whatever its spelling`, async () => {
    const limiter = createLimiter("registrationEmail", null);
    const spellings = ["Zoe@Example.com", "zoe@example.com ", " ZOE@EXAMPLE.COM", "zoe@example.com", "zoe@EXAMPLE.com", "zoe@example.com"];
    const verdicts = [];
    for (const email of spellings) verdicts.push(await consumeKey("registrationEmail", emailLimitKey(email), limiter));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, true, true, false]);
    expect(verdicts.at(-1)).toEqual({ allowed: false, retryAfterS: expect.any(Number) });
    expect((verdicts.at(-1) as { retryAfterS: number }).retryAfterS).toBeGreaterThan(LIMITS.registrationEmail.durationS - 60);
  });

  it("knows whether an address was counted for a webinar, without counting it", async () => {
    const limiter = createLimiter("registrationSeen", null);
    const key = attendeeLimitKey("web-1", " Zoe@Example.com");
    expect(key).toBe(attendeeLimitKey("web-1", "zoe@example.com"));
    expect(key).not.toBe(attendeeLimitKey("web-2", "zoe@example.com"));
    expect(await keyCounted("registrationSeen", key, limiter)).toBe(false);
    expect(await keyCounted("registrationSeen", key, limiter)).toBe(false);
    await consumeKey("registrationSeen", key, limiter);
    expect(await keyCounted("registrationSeen", key, limiter)).toBe(true);
    expect(await keyCounted("registrationSeen", attendeeLimitKey("web-2", "zoe@example.com"), limiter)).toBe(false);
  });
});
