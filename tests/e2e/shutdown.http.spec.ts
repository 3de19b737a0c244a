import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * A stopping server sends the events still waiting in its queue, including those loaders
 * queued (server.ts and the app share one event queue). The sandbox writes what
 * Honeycomb would receive to a file, readable after the process has exited.
 */
const PORT = Number(process.env.E2E_PORT_BASE ?? 4173) + 10;

test("events a page queued are sent when the server stops", async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "events-")), "events.jsonl");
  const server = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", MOCKS: "true", PORT: String(PORT), SANDBOX_EVENTS_FILE: file },
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  try {
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${PORT}/healthcheck`).catch(() => null))?.status, { timeout: 20_000 }).toBe(200);
    // The tiers loader fails on this page and queues a `tier fetch failed` event; stop at once.
    expect((await fetch(`http://127.0.0.1:${PORT}/lab/tiers-down`)).status).toBe(200);
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    const events = existsSync(file)
      ? readFileSync(file, "utf8")
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as { dataset: string })
      : [];
    expect(events.map((event) => event.dataset)).toEqual(expect.arrayContaining(["tier fetch failed", "http-request"]));
  } finally {
    server.kill("SIGKILL");
  }
});
