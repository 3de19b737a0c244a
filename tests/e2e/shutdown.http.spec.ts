import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { withServers } from "./servers";

/**
 * A stopping server sends the events still waiting in its queue, including those loaders
 * queued (server.ts and the app share one event queue). The sandbox writes what
 * Honeycomb would receive to a file, readable after the process has exited. The server is a
 * stack of this spec's own (servers.ts): the test stops it.
 */
const test = withServers({ servers: 1, env: { SANDBOX_EVENTS_FILE: "{dir}/events.jsonl" } });

test("events a page queued are sent when the server stops", async ({ stack }) => {
  const [server] = stack.servers;
  const file = path.join(stack.dir, "events.jsonl");
  // The tiers loader fails on this page and queues a `tier fetch failed` event; stop at once.
  expect((await fetch(`${stack.urls[0]}/lab/tiers-down`)).status).toBe(200);
  expect(await server!.stop("SIGTERM")).toBe(0);
  const events = existsSync(file)
    ? readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { dataset: string })
    : [];
  expect(events.map((event) => event.dataset)).toEqual(expect.arrayContaining(["tier fetch failed", "http-request"]));
});
