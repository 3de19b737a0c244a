import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";
import { Redis } from "ioredis";

/**
 * Servers of a spec's own, beside the shared ones playwright.config.ts starts: production builds
 * on the sandbox, with, when the spec asks, a redis-server they share, Varnish in front of the
 * first (deploy/varnish/default.vcl) or a Sentry ingest stand-in they report to. No spec spawns a
 * process itself: it takes a `test` from {@link withServers} and its tests receive `stack`.
 *
 * A stack is a worker fixture: started once per Playwright worker for every spec that imports the
 * same `test` (one stack per worker, not per spec), and always stopped (SIGKILL) when the worker
 * ends, whether its tests passed, failed or timed out, and when the worker process exits.
 * Ports: E2E_PORT_BASE + 30 + 8 × the worker's parallel index + 0…7 (the config's own use 0…14),
 * so workers and work trees never meet.
 */

const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
/** Ports a stack may use, from {@link firstPort}. */
const PORTS_PER_WORKER = 8;
const firstPort = (parallelIndex: number) => PORT_BASE + 30 + PORTS_PER_WORKER * parallelIndex;

/** A browser's user agent: the page cache keeps pages only for requests that look like one. */
export const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36" };

const alive = new Set<ChildProcess>();
// Whatever ends the worker, the processes its stacks started end with it.
process.once("exit", () => {
  for (const child of alive) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** A process a stack started: its output so far (when captured), and how to signal or stop it. */
export class Started {
  #output = "";
  readonly exited: Promise<number | null>;
  constructor(
    readonly child: ChildProcess,
    readonly name: string,
  ) {
    alive.add(child);
    child.stdout?.on("data", (chunk: Buffer) => (this.#output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (this.#output += chunk.toString()));
    this.exited = new Promise((resolve) =>
      child.once("exit", (code) => {
        alive.delete(child);
        resolve(code);
      }),
    );
  }

  /** What the process wrote to stdout and stderr (only when started with `output: true`). */
  get output(): string {
    return this.#output;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends `signal` (SIGSTOP, SIGCONT, …) without waiting. */
  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** Ends the process with `signal` (default SIGKILL) and waits for it: its exit code (null when killed by a signal). */
  async stop(signal: NodeJS.Signals = "SIGKILL"): Promise<number | null> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }
}

function start(name: string, command: string, args: string[], env: Record<string, string>, output: boolean): Started {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: output ? ["ignore", "pipe", "pipe"] : "ignore" });
  return new Started(child, name);
}

/** Polls `url` every 100 ms until it answers 2xx; throws after `timeoutMs`, with `why()` in the message. */
export async function waitFor(url: string, { timeoutMs = 60_000, why = (): string => "" } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    await answer?.arrayBuffer();
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms${why() ? `:\n${why().slice(-3000)}` : ""}`);
}

/** What a spec's stack holds; every field but `servers` is optional. */
export interface StackOptions {
  /** How many app servers (production build, MOCKS=true), on consecutive ports. */
  servers: number;
  /** Environment of every server, beyond NODE_ENV=production and MOCKS=true. `{dir}` in a value is the stack's own temporary folder. */
  env?: Record<string, string>;
  /** A redis-server of the stack's own, as every server's REDIS_URL. */
  redis?: boolean;
  /** Varnish with the committed VCL in front of the first server (its port is `stack.varnish`). */
  varnish?: boolean;
  /** A Sentry ingest stand-in (tests/e2e/sentry-sink.mjs) as every server's SENTRY_DSN; the servers load the Sentry instrumentation. */
  sentry?: boolean;
  /** Load the Sentry instrumentation (build/instrument.server.js) as `npm start` does. */
  instrument?: boolean;
  /** Keep the servers' (and Varnish's) output, readable as `output`. */
  output?: boolean;
}

/** A running stack: the servers' base URLs, and handles on what it started. */
export interface Stack {
  /** Base URLs of the app servers, `http://127.0.0.1:<port>`. */
  urls: string[];
  servers: Started[];
  /** The stack's temporary folder (removed when it stops). */
  dir: string;
  redis?: { url: string; process: Started; client: Redis };
  /** Varnish's base URL and process. */
  varnish?: { url: string; process: Started };
  /** The Sentry stand-in's base URL (GET /events lists what it received). */
  sentry?: { url: string };
}

async function startStack(options: StackOptions, parallelIndex: number): Promise<{ stack: Stack; stop: () => Promise<void> }> {
  let port = firstPort(parallelIndex);
  const next = () => port++;
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-stack-"));
  const started: Started[] = [];
  let client: Redis | undefined;
  const stop = async () => {
    client?.disconnect();
    await Promise.all(started.map((process) => process.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const env: Record<string, string> = { NODE_ENV: "production", MOCKS: "true" };
    for (const [name, value] of Object.entries(options.env ?? {})) env[name] = value.replaceAll("{dir}", dir);
    const stack: Stack = { urls: [], servers: [], dir };

    if (options.redis) {
      const redisPort = next();
      const url = `redis://127.0.0.1:${redisPort}`;
      const process = start(
        "redis-server",
        "redis-server",
        ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
        {},
        false,
      );
      started.push(process);
      // Refused while starting, and once a test stops the server.
      client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 200 });
      client.on("error", () => undefined);
      const deadline = Date.now() + 15_000;
      while ((await client.ping().catch(() => null)) !== "PONG") {
        if (Date.now() > deadline || !process.running) throw new Error(`redis-server on ${redisPort} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      env.REDIS_URL = url;
      stack.redis = { url, process, client };
    }

    if (options.sentry) {
      const sinkPort = next();
      started.push(start("sentry-sink", process.execPath, ["tests/e2e/sentry-sink.mjs"], { SENTRY_SINK_PORT: String(sinkPort) }, false));
      stack.sentry = { url: `http://127.0.0.1:${sinkPort}` };
      env.SENTRY_DSN = `http://public@127.0.0.1:${sinkPort}/1`;
    }

    const varnishPort = options.varnish ? next() : 0;
    if (options.varnish) env.VARNISH_PURGE_URL = `http://127.0.0.1:${varnishPort}`;
    const args = [...(options.instrument || options.sentry ? ["--import", "./build/instrument.server.js"] : []), "build/server.js"];
    for (let i = 0; i < options.servers; i += 1) {
      const serverPort = next();
      const server = start(`server ${serverPort}`, process.execPath, args, { ...env, PORT: String(serverPort) }, options.output ?? false);
      started.push(server);
      stack.servers.push(server);
      stack.urls.push(`http://127.0.0.1:${serverPort}`);
    }

    if (options.varnish) {
      // varnishd's worker process runs as its own user: it must reach the folder.
      chmodSync(dir, 0o755);
      const origin = new URL(stack.urls[0]!).port;
      // The committed VCL, with the first server as its backend (the generator renders 127.0.0.1:3000).
      const vcl = readFileSync("deploy/varnish/default.vcl", "utf8").replace(/^(\s+\.port = )"\d+";$/m, `$1"${origin}";`);
      if (!vcl.includes(`.port = "${origin}";`)) throw new Error("deploy/varnish/default.vcl names no backend port");
      writeFileSync(path.join(dir, "default.vcl"), vcl);
      mkdirSync(path.join(dir, "varnish"));
      const varnishd = existsSync("/usr/sbin/varnishd") ? "/usr/sbin/varnishd" : "varnishd";
      const varnish = start(
        "varnishd",
        varnishd,
        ["-F", "-n", path.join(dir, "varnish"), "-a", `127.0.0.1:${varnishPort}`, "-f", path.join(dir, "default.vcl"), "-s", "malloc,64m"],
        {},
        true,
      );
      started.push(varnish);
      stack.varnish = { url: `http://127.0.0.1:${varnishPort}`, process: varnish };
    }

    await Promise.all([
      ...stack.servers.map((server, i) => waitFor(`${stack.urls[i]}/healthcheck`, { why: () => server.output })),
      ...(stack.sentry ? [waitFor(`${stack.sentry.url}/healthcheck`, { timeoutMs: 15_000 })] : []),
    ]);
    // Through Varnish once its probe has seen the origin healthy.
    if (stack.varnish) await waitFor(`${stack.varnish.url}/healthcheck`, { timeoutMs: 30_000, why: () => stack.varnish?.process.output ?? "" });
    return { stack, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A `test` whose tests receive `stack`: the servers `options` describe, started once per worker
 * for every spec that imports this same `test`. Define one per kind of stack, in this module when
 * several specs share it.
 */
export function withServers(options: StackOptions) {
  return base.extend<object, { stack: Stack }>({
    stack: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
      async ({}, provide, workerInfo) => {
        const { stack, stop } = await startStack(options, workerInfo.parallelIndex);
        try {
          await provide(stack);
        } finally {
          await stop();
        }
      },
      { scope: "worker", timeout: 90_000 },
    ],
  });
}

/**
 * Two servers sharing one Redis and one sandbox CMS whose publishes land in the stack's folder,
 * with page and story caches long enough that only a purge explains new content: the page cache
 * across instances and members' sessions (page-cache.redis, sessions.redis) run on the same two.
 * SESSION_DIR points nowhere useful: with REDIS_URL set, no session may land in a file.
 */
export const redisPairTest = withServers({
  servers: 2,
  redis: true,
  env: { SANDBOX_STORY_OVERRIDES_DIR: "{dir}/stories", PAGE_CACHE_TTL_MS: "600000", STORY_CACHE_TTL_MS: "600000", SESSION_DIR: "{dir}/unused" },
});
