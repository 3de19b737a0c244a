// Figures of the traffic the site exists for (`npm run bench`; standalone: `node scripts/lib/field-bench.mjs`
// after `npm run build`): ad clicks against the clean home page in one run, and upstream round trips per
// page type with every upstream far away.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { signInSandboxMember } from "./sandbox-member.mjs";
import { waitFor } from "./wait-for.mjs";

/** Landing pages ads send traffic to, each click with its own click id and campaign tags. */
export const AD_LANDINGS = [
  "/",
  "/membership",
  "/de/membership",
  "/programs/inner-compass",
  "/quests/unstoppable-focus",
  "/masterclass/three-breath-reset",
  "/affiliates/apply",
  "/assessment",
  "/trainers/amara-okafor",
  "/es/programs/inner-compass",
];

const TAGS = [
  () => `gclid=${randomBytes(12).toString("base64url")}`,
  () => `fbclid=IwAR${randomBytes(16).toString("base64url")}`,
  () => `msclkid=${randomBytes(8).toString("hex")}`,
  () => `utm_source=google&utm_medium=cpc&utm_campaign=spring-${randomBytes(2).toString("hex")}&gclid=${randomBytes(12).toString("base64url")}`,
  () => `utm_source=newsletter&utm_medium=email&mc_cid=${randomBytes(5).toString("hex")}&mc_eid=${randomBytes(5).toString("hex")}`,
];

/** A realistic ad click: a landing page with a unique click id (and sometimes campaign tags). */
export function adClick(i) {
  return `${AD_LANDINGS[i % AD_LANDINGS.length]}?${TAGS[i % TAGS.length]()}`;
}

/**
 * `connections` clients, each sending the next request (`next(i)` gives its path) as soon as
 * the last answered, for `seconds`: req/s, p50 and p99 (ms), failures, requests done and the
 * share answered from the page cache (`X-Page-Cache: hit`).
 */
export async function closedLoop(base, next, { seconds, connections, headers = { "user-agent": "Mozilla/5.0 bench" } }) {
  let done = 0;
  let failures = 0;
  let stored = 0;
  let i = 0;
  const latencies = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const response = await fetch(base + next(i++), { headers }).catch(() => null);
        await response?.arrayBuffer();
        if (!response?.ok) failures += 1;
        if (response?.headers.get("x-page-cache") === "hit") stored += 1;
        latencies.push(performance.now() - t0);
        done += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.floor(latencies.length * share)] ?? 0;
  return { rps: done / seconds, p50: at(0.5), p99: at(0.99), failures, done, storedShare: done ? stored / done : 0 };
}

/** A phone's browser arriving from an ad. */
const PHONE = { "user-agent": "Mozilla/5.0 (Linux; Android 14) bench", "accept-encoding": "gzip" };
const load = (base, next, options) => closedLoop(base, next, { ...options, headers: PHONE });

/** Ad traffic (unique click ids over {@link AD_LANDINGS}) against the clean home page, one after the other on one server. */
export async function adTrafficFigures({ base, seconds = 5, connections = 10, warmup = 3 }) {
  for (const path of AD_LANDINGS) await (await fetch(base + path)).arrayBuffer();
  await load(base, () => "/", { seconds: warmup, connections });
  const clean = await load(base, () => "/", { seconds, connections });
  await load(base, adClick, { seconds: warmup, connections });
  const ads = await load(base, adClick, { seconds, connections });
  console.log(
    `\nad traffic (${connections} connections, ${seconds} s each after ${warmup} s of warm-up, loopback; ${AD_LANDINGS.length} landing pages, a new click id per request)`,
  );
  console.log(`clean home     ${clean.rps.toFixed(0).padStart(6)} req/s  p99 ${clean.p99.toFixed(0).padStart(5)} ms  failures ${clean.failures}`);
  console.log(`ad clicks      ${ads.rps.toFixed(0).padStart(6)} req/s  p99 ${ads.p99.toFixed(0).padStart(5)} ms  failures ${ads.failures}`);
  console.log(
    `ad clicks = ${((100 * ads.rps) / clean.rps).toFixed(1)}% of the clean home's req/s; ${(100 * ads.storedShare).toFixed(1)}% answered without a render (goal ≥ 80% of req/s)`,
  );
  return { clean, ads };
}

/** Page types whose upstream round trips are counted. */
export const ROUND_TRIP_PAGES = [
  ["home", "/"],
  ["product", "/programs/inner-compass"],
  ["quest", "/quests/unstoppable-focus"],
  ["membership", "/membership"],
  ["masterclass", "/masterclass/three-breath-reset"],
  ["assessment", "/assessment"],
  ["affiliates", "/affiliates/apply"],
  ["trainer", "/trainers/amara-okafor"],
  ["gallery", "/gallery/blocks"],
  ["home (de)", "/de"],
];

/**
 * Upstream round trips in series in one request's log line (`upstreams`: start `at` and `ms`,
 * both ms): the longest chain of calls each started after the one before it ended.
 */
export function roundTripsInSeries(upstreams) {
  const calls = [...upstreams].sort((a, b) => a.at - b.at);
  const depth = [];
  calls.forEach((call, i) => {
    depth[i] = 1 + Math.max(0, ...calls.slice(0, i).flatMap((before, j) => (before.at + before.ms <= call.at ? [depth[j]] : [])));
  });
  return Math.max(0, ...depth);
}

/** Request log lines of a server's stdout (JSON, one per line), newest last. */
function requestLines(server) {
  const lines = [];
  let rest = "";
  server.stdout.on("data", (chunk) => {
    const text = rest + chunk.toString("utf8");
    const parts = text.split("\n");
    rest = parts.pop() ?? "";
    for (const part of parts) {
      try {
        const line = JSON.parse(part);
        if (line.req && Array.isArray(line.upstreams)) lines.push(line);
      } catch {
        // not a log line
      }
    }
  });
  return lines;
}

/** Member pages whose round trips are counted, visited with a signed-in member's cookie. */
export const MEMBER_ROUND_TRIP_PAGES = [
  ["member home", "/"],
  ["member growth", "/members/growth"],
];

async function visit(base, path, lines, headers = {}) {
  const t0 = performance.now();
  const response = await fetch(base + path, { headers: { "user-agent": "Mozilla/5.0 bench", ...headers } });
  await response.arrayBuffer();
  const ms = performance.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, 50));
  const line = lines.findLast((l) => l.req.path === path.split("?")[0]);
  return { ms, status: response.status, trips: line ? roundTripsInSeries(line.upstreams) : NaN, calls: line?.upstreams.length ?? NaN };
}

/**
 * Upstream round trips in series per page type, counted from the server's request log (start
 * and duration of every upstream call): a server with the page cache off and every sandboxed
 * upstream `latencyMs` away; each page cold (`/__sandbox/faults` with `forget`: no upstream
 * cache, no cv, no redirect rules) and then warm. The times show what the round trips cost.
 */
export async function roundTripFigures({ port, latencyMs = 200, startServer }) {
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(
    port,
    { PAGE_CACHE_MAX_BYTES: "0", SANDBOX_LATENCY_MS: String(latencyMs), UPSTREAM_FAILURE_MEMORY_MS: "0", LOG_LEVEL: "info" },
    "pipe",
  );
  const lines = requestLines(server);
  try {
    await waitFor(`${base}/healthcheck`);
    console.log(`\nupstream round trips in series (every upstream ${latencyMs} ms away, page cache off; cold = upstream caches emptied first)`);
    const member = { Cookie: await signInSandboxMember(base) };
    const pages = [...ROUND_TRIP_PAGES.map(([type, path]) => [type, path, {}]), ...MEMBER_ROUND_TRIP_PAGES.map(([type, path]) => [type, path, member])];
    for (const [type, path, headers] of pages) {
      await fetch(`${base}/__sandbox/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ faults: {}, forget: true }),
      });
      const cold = await visit(base, path, lines, headers);
      const warm = await visit(base, path, lines, headers);
      console.log(
        `${type.padEnd(13)} ${path.padEnd(33)} cold ${String(cold.trips).padStart(2)} (${String(cold.calls).padStart(2)} calls, ${cold.ms.toFixed(0).padStart(5)} ms)  warm ${String(warm.trips).padStart(2)} (${warm.ms.toFixed(0).padStart(4)} ms)  status ${cold.status}`,
      );
    }
  } finally {
    server.kill("SIGTERM");
  }
}

/** Standalone: starts the build on PORT (default 4700) and PORT+1, prints both figures. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4700);
  const start = (p, extraEnv = {}, stdout = "ignore") =>
    spawn(process.execPath, ["--max-old-space-size=192", "--import", "./build/instrument.server.js", "./build/server.js"], {
      env: { ...process.env, NODE_ENV: "production", MOCKS: "true", PORT: String(p), LOG_LEVEL: "warn", ...extraEnv },
      stdio: ["ignore", stdout, "inherit"],
    });
  const server = start(port);
  try {
    await waitFor(`http://127.0.0.1:${port}/healthcheck`);
    if (!process.env.SKIP_AD_TRAFFIC)
      await adTrafficFigures({
        base: `http://127.0.0.1:${port}`,
        seconds: Number(process.env.SECONDS ?? 5),
        connections: Number(process.env.CONNECTIONS ?? 10),
      });
  } finally {
    server.kill("SIGTERM");
  }
  await roundTripFigures({ port: port + 1, latencyMs: Number(process.env.LATENCY_MS ?? 200), startServer: start });
}
