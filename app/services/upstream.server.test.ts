import { afterEach, describe, expect, it } from "vitest";

process.env.UPSTREAM_FAILURE_MEMORY_MS = "300";
const { guardUpstream, resetUpstreamMemory, UpstreamTimeoutError, UpstreamUnavailableError } = await import("./upstream.server");

afterEach(() => resetUpstreamMemory());

const never = () => new Promise<never>(() => undefined);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An upstream that answers at once, and how often it was called. */
function answering() {
  const upstream = {
    calls: 0,
    call: () => {
      upstream.calls += 1;
      return Promise.resolve("story");
    },
  };
  return upstream;
}

describe("guardUpstream", () => {
  it("gives up at the deadline, then fails at once without calling, then tries again", async () => {
    const started = Date.now();
    await expect(guardUpstream("storyblok", never, { timeoutMs: 100 })).rejects.toBeInstanceOf(UpstreamTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);

    const upstream = answering();
    await expect(guardUpstream("storyblok", upstream.call, { timeoutMs: 100 })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(upstream.calls).toBe(0);

    await sleep(350);
    await expect(guardUpstream("storyblok", upstream.call, { timeoutMs: 100 })).resolves.toBe("story");
    await expect(guardUpstream("storyblok", upstream.call, { timeoutMs: 100 })).resolves.toBe("story");
    expect(upstream.calls).toBe(2);
  });

  it("a stall among calls made together is remembered at its deadline: a call after it fails at once", async () => {
    // A page's reads go out together; when they all stall, the first deadline opens the memory
    // although most calls of the window have not failed yet.
    const stalled = Array.from({ length: 6 }, (_, i) => guardUpstream("storyblok", never, { timeoutMs: 100 + i * 40 }));
    stalled.forEach((call) => call.catch(() => undefined));
    await expect(stalled[0]).rejects.toBeInstanceOf(UpstreamTimeoutError);
    const upstream = answering();
    await expect(guardUpstream("storyblok", upstream.call, { timeoutMs: 100 })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(upstream.calls).toBe(0);
    await Promise.allSettled(stalled);
  });

  it("does not remember errors the caller calls harmless (a 404)", async () => {
    const notFound = Object.assign(new Error("Not found"), { status: 404 });
    const isFailure = (error: unknown) => (error as { status?: number }).status !== 404;
    await expect(guardUpstream("storyblok", () => Promise.reject(notFound), { timeoutMs: 100, isFailure })).rejects.toBe(notFound);
    await expect(guardUpstream("storyblok", () => Promise.resolve(1), { timeoutMs: 100, isFailure })).resolves.toBe(1);
  });

  it("remembers each key apart: one failing operation does not stop another", async () => {
    await expect(guardUpstream("platform:submitAffiliateApplication", () => Promise.reject(new Error("down")), { timeoutMs: 100 })).rejects.toThrow("down");
    await expect(guardUpstream("platform:submitAffiliateApplication", () => Promise.resolve(1), { timeoutMs: 100 })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    await expect(guardUpstream("platform:catalogue", () => Promise.resolve(2), { timeoutMs: 100 })).resolves.toBe(2);
  });
});
