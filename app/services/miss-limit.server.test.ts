import { afterEach, describe, expect, it } from "vitest";
import { LIMITS } from "./rate-limit.server";
import { requestStorage } from "./request-store.server";
import { countMissingPage, forgetMissRefusals, noteMissingStoryFetched, refusedFor } from "./miss-limit.server";

/** Bursts of unknown pages from one client: counted per client, refused past `LIMITS.notFound`. */
/** A missing page asked for by `ip`; `fetched`: finding it missing cost a Storyblok call. */
const missAs = (ip: string, fetched = true) =>
  requestStorage.run({ requestId: "test", upstreams: [], clientIp: ip }, () => {
    if (fetched) noteMissingStoryFetched();
    return countMissingPage();
  });

describe("the unknown-page limit", () => {
  afterEach(() => forgetMissRefusals());

  it(`refuses a client after ${LIMITS.notFound.points} missing pages, for the rest of the window; others are unaffected`, async () => {
    for (let i = 0; i < LIMITS.notFound.points; i += 1) await missAs("203.0.113.70");
    expect(refusedFor("203.0.113.70")).toBeNull();
    await missAs("203.0.113.70");
    const retryAfterS = refusedFor("203.0.113.70");
    expect(retryAfterS).toBeGreaterThan(LIMITS.notFound.durationS - 5);
    expect(retryAfterS).toBeLessThanOrEqual(LIMITS.notFound.durationS);
    expect(refusedFor("203.0.113.71")).toBeNull();
  });

  it("counts an IPv6 client by its /64", async () => {
    for (let i = 0; i <= LIMITS.notFound.points; i += 1) await missAs(`2001:db8:1:2::${(i + 1).toString(16)}`);
    expect(refusedFor("2001:db8:1:2:ffff::1")).not.toBeNull();
    expect(refusedFor("2001:db8:1:3::1")).toBeNull();
  });

  it("leaves alone misses that cost no Storyblok call (a slug already known missing)", async () => {
    for (let i = 0; i <= 2 * LIMITS.notFound.points; i += 1) await missAs("203.0.113.80", false);
    expect(refusedFor("203.0.113.80")).toBeNull();
  });
});
