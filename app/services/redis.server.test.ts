import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "./logger.server";
import { createRedisClient, guardOf, REDIS_COMMAND_TIMEOUT_MS, RedisUnavailableError } from "./redis.server";

/**
 * The client's circuit breaker against a real redis-server on a Unix socket of its own, stopped
 * (SIGSTOP: it holds the connection and answers nothing), continued, filled and killed.
 */
let dir = "";
let child: ChildProcess | undefined;
let redis: Redis;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "redis-guard-"));
  const socket = path.join(dir, "redis.sock");
  child = spawn("redis-server", ["--port", "0", "--unixsocket", socket, "--save", "", "--appendonly", "no", "--dir", dir], { stdio: "ignore" });
  redis = createRedisClient(socket);
  await vi.waitFor(async () => expect(await redis.ping()).toBe("PONG"), { timeout: 10_000, interval: 50 });
});

afterAll(() => {
  if (child?.exitCode === null && child.signalCode === null) child.kill("SIGCONT");
  guardOf(redis)?.shutdown();
  redis?.disconnect();
  child?.kill("SIGKILL");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Milliseconds `promise` took to settle, and how. */
async function timed(promise: Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const start = performance.now();
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  return { ms: performance.now() - start, error };
}

describe("the Redis client's failure memory", () => {
  it("a command that timed out only because this process was busy does not keep Redis away", async () => {
    await redis.set("k", "v");
    const pending = timed(redis.get("k"));
    const busyUntil = Date.now() + REDIS_COMMAND_TIMEOUT_MS + 100;
    while (Date.now() < busyUntil);
    expect(((await pending).error as Error).message).toBe("Command timed out");
    await vi.waitFor(() => expect(guardOf(redis)?.available()).toBe(true), { timeout: 200, interval: 5 });
    expect(await redis.get("k")).toBe("v");
  });

  it("a stalled Redis costs one command timeout; the next commands fail at once; a probe notices when it answers again", async () => {
    const recovered = vi.fn();
    guardOf(redis)?.onRecovered(recovered);
    await redis.set("k", "v");
    process.kill(child?.pid ?? 0, "SIGSTOP");
    const first = await timed(redis.get("k"));
    expect(first.error).toBeInstanceOf(Error);
    expect(first.ms).toBeGreaterThanOrEqual(REDIS_COMMAND_TIMEOUT_MS - 50);
    for (const command of [redis.get("k"), redis.set("k", "w"), redis.multi().sadd("s", "a").exec()]) {
      const next = await timed(command);
      expect(next.ms).toBeLessThan(100);
    }
    expect((await timed(redis.get("k"))).error).toBeInstanceOf(RedisUnavailableError);
    expect(guardOf(redis)?.available()).toBe(false);
    expect(guardOf(redis)?.state().state).toBe("down");

    process.kill(child?.pid ?? 0, "SIGCONT");
    await vi.waitFor(() => expect(guardOf(redis)?.available()).toBe(true), { timeout: 5_000, interval: 50 });
    expect(recovered).toHaveBeenCalledTimes(1);
    expect(guardOf(redis)?.state()).toEqual({ state: "up", since: null });
    // The write that was refused while stopped never ran later.
    expect(await redis.get("k")).toBe("v");
  });

  it("a full Redis (maxmemory, noeviction) refuses writes at once without opening the breaker; the refusal is logged once", async () => {
    const warn = vi.spyOn(logger, "warn");
    await redis.config("SET", "maxmemory-policy", "noeviction");
    await redis.config("SET", "maxmemory", "1");
    try {
      for (let i = 0; i < 5; i++) {
        const write = await timed(redis.set(`full:${i}`, "x"));
        expect((write.error as Error).message).toMatch(/^OOM/);
        expect(write.ms).toBeLessThan(100);
      }
      expect(await redis.get("k")).toBe("v");
      expect(guardOf(redis)?.available()).toBe(true);
      expect(guardOf(redis)?.state().state).toBe("refusing-writes");
      expect(warn.mock.calls.filter(([event]) => event === "redis-writes-refused")).toHaveLength(1);
    } finally {
      await redis.config("SET", "maxmemory", "0");
      warn.mockRestore();
    }
    await redis.set("k", "v2");
    await vi.waitFor(() => expect(guardOf(redis)?.state().state).toBe("up"));
  });

  it("a killed Redis fails every command at once", async () => {
    child?.kill("SIGKILL");
    await new Promise((resolve) => child?.once("exit", resolve));
    for (let i = 0; i < 3; i++) {
      const attempt = await timed(redis.get("k"));
      expect(attempt.error).toBeInstanceOf(Error);
      expect(attempt.ms).toBeLessThan(100);
    }
    expect(guardOf(redis)?.available()).toBe(false);
  });
});
