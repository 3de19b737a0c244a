import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRedisSessionStorage, takeLock } from "./session-store.server";

/**
 * Against a real redis-server (Debian's, installed by `npm run validate`), on a Unix socket of
 * its own so that no port is shared with anything else running.
 */
let dir = "";
let child: ChildProcess | undefined;
let redis: Redis;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "session-store-"));
  const socket = path.join(dir, "redis.sock");
  child = spawn("redis-server", ["--port", "0", "--unixsocket", socket, "--save", "", "--appendonly", "no", "--dir", dir], { stdio: "ignore" });
  const failed = new Promise<never>((_, reject) => {
    child?.once("error", (error) => reject(new Error(`redis-server could not start (scripts/setup.sh --redis installs it): ${error.message}`)));
  });
  redis = new Redis({ path: socket, lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 50 });
  redis.on("error", () => undefined);
  await Promise.race([failed, vi.waitFor(async () => expect(await redis.ping()).toBe("PONG"), { timeout: 10_000, interval: 50 })]);
});

afterAll(() => {
  redis?.disconnect();
  child?.kill("SIGKILL");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const cookie = createCookie("__Host-session", {
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  path: "/",
  secrets: ["a-test-secret-of-at-least-32-characters"],
});
const inAMinute = () => new Date(Date.now() + 60_000);

describe("createRedisSessionStorage", () => {
  it("keeps the data in Redis and only the signed id in the cookie; every commit sets the key's expiry", async () => {
    const storage = createRedisSessionStorage({ cookie, redis });
    const session = await storage.getSession();
    session.set("auth", { accessToken: "secret-access-token" });
    const setCookie = await storage.commitSession(session, { expires: inAMinute() });
    expect(setCookie).not.toContain("secret-access-token");
    const id = (await cookie.parse(setCookie.split(";")[0] ?? "")) as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.parse((await redis.get(`session:${id}`)) ?? "{}")).toEqual({ auth: { accessToken: "secret-access-token" } });
    const ttl = await redis.pttl(`session:${id}`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);

    const again = await storage.getSession(setCookie.split(";")[0]);
    expect(again.get("auth")).toEqual({ accessToken: "secret-access-token" });
    again.set("auth", { accessToken: "renewed" });
    await storage.commitSession(again, { expires: new Date(Date.now() + 5_000) });
    expect((await storage.getSession(setCookie.split(";")[0])).get("auth")).toEqual({ accessToken: "renewed" });
    expect(await redis.pttl(`session:${id}`)).toBeLessThanOrEqual(5_000);
  });

  it("a deleted session stays deleted: a late update does not bring it back", async () => {
    const storage = createRedisSessionStorage({ cookie, redis });
    const session = await storage.getSession();
    session.set("auth", { n: 1 });
    const header = (await storage.commitSession(session, { expires: inAMinute() })).split(";")[0];
    const held = await storage.getSession(header);
    await storage.destroySession(await storage.getSession(header));
    held.set("auth", { n: 2 });
    await storage.commitSession(held, { expires: inAMinute() });
    expect((await storage.getSession(header)).get("auth")).toBeUndefined();
    expect(await redis.exists(`session:${held.id}`)).toBe(0);
  });

  it("gives each new session its own id, and reads unparsable data as no session", async () => {
    const storage = createRedisSessionStorage({ cookie, redis });
    const ids = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const session = await storage.getSession();
      session.set("auth", { i });
      ids.add((await cookie.parse((await storage.commitSession(session, { expires: inAMinute() })).split(";")[0] ?? "")) as string);
    }
    expect(ids.size).toBe(20);
    const [id = ""] = ids;
    await redis.set(`session:${id}`, "{not json");
    expect((await storage.getSession(await cookie.serialize(id))).data).toEqual({});
  });
});

describe("takeLock", () => {
  it("is held by one taker at a time, freed by its holder, and expires by itself", async () => {
    const release = await takeLock(redis, "refresh:a", 200);
    expect(release).not.toBeNull();
    expect(await takeLock(redis, "refresh:a", 200)).toBeNull();
    await release?.();
    const next = await takeLock(redis, "refresh:a", 100);
    expect(next).not.toBeNull();
    await vi.waitFor(async () => expect(await takeLock(redis, "refresh:a", 1_000)).not.toBeNull(), { timeout: 2_000, interval: 50 });
    // The first holder's late release leaves the new holder's lock alone.
    await next?.();
    expect(await takeLock(redis, "refresh:a", 1_000)).toBeNull();
  });
});
