#!/usr/bin/env node
// `npm run bench`: figures, not a test. Starts the production build (`npm run build` first;
// this script builds nothing) on the sandbox with a Sentry DSN set, then prints per page type:
//   - first-visit JavaScript: gzip KB of every script and modulepreload the HTML names, plus
//     inline scripts (scripts/lib/first-visit-js.mjs), and the number of JS files;
//   - Lighthouse 12.8.2 mobile performance score and Total Blocking Time (median of LH_RUNS,
//     default 3, and each run's TBT; Debian's chromium; `npx lighthouse@12.8.2` is fetched from
//     npm on first use).
//     Like the owner's peer comparison script (kept outside this repository), each run waits for a
//     quiet machine first: 1-minute load average under MAX_LOAD (1.5), at most LOAD_WAIT s (120);
//     the loads the runs started at are printed under the table;
//   - server throughput on loopback (warm cache, CONNECTIONS concurrent requests for SECONDS),
//     the server's CPU per request (ms; the page cache is on: home and product are mostly hits), and its memory
//     (RSS) before, at its peak, and after;
//   - memory under load: MIX_CONNECTIONS concurrent requests over every page type for
//     MIX_SECONDS, RSS sampled every 250 ms: before, peak, after, and req/s of the mix;
//   - the page cache, CONNECTIONS keep-alive connections for SECONDS each, one run:
//     req/s and p99 of home cached, home and product uncached (a second server with
//     PAGE_CACHE_MAX_BYTES=0 on PORT+1), and a static ceiling (a separate node process answering the
//     same home HTML bytes from memory), cached home as a share of the ceiling; and the server's
//     CPU ms per uncached render of home, a product page, membership and a member's /members/growth.
//   - ad traffic (scripts/lib/field-bench.mjs): unique click ids and campaign tags over ten landing
//     pages against the clean home page, one run, and the share answered without a render;
//   - upstream round trips in series per page type, cold and warm, with every sandboxed upstream
//     LATENCY_MS (200) away (a third server on PORT+2, page cache off), counted from its request log.
// Knobs (environment): SKIP_LIGHTHOUSE=1, LATENCY_MS=200, LH_RUNS=3, MAX_LOAD=1.5, LOAD_WAIT=120, SECONDS=5, WARMUP=3 (page-cache loads), CONNECTIONS=10, PORT=4600,
// MIX_SECONDS=60, MIX_CONNECTIONS=50, SERVER_NODE_OPTIONS (default: what `npm start` uses).
import { spawn, execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { promisify } from "node:util";
import { clearInterval, setInterval } from "node:timers";
import { firstVisitJs } from "./lib/first-visit-js.mjs";
import { pageCacheFigures } from "./lib/page-cache-bench.mjs";
import { adTrafficFigures, closedLoop, roundTripFigures } from "./lib/field-bench.mjs";
import { waitFor } from "./lib/wait-for.mjs";

const run = promisify(execFile);
const PORT = Number(process.env.PORT ?? 4600);
const BASE = `http://127.0.0.1:${PORT}`;
const LH_RUNS = Number(process.env.LH_RUNS ?? 3);
const MAX_LOAD = Number(process.env.MAX_LOAD ?? 1.5);
const LOAD_WAIT = Number(process.env.LOAD_WAIT ?? 120);
const SECONDS = Number(process.env.SECONDS ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const MIX_SECONDS = Number(process.env.MIX_SECONDS ?? 60);
const MIX_CONNECTIONS = Number(process.env.MIX_CONNECTIONS ?? 50);
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

const PAGES = [
  ["home", "/"],
  ["product", "/programs/inner-compass"],
  ["membership", "/membership"],
  ["masterclass", "/masterclass/three-breath-reset"],
  ["assessment", "/assessment"],
  ["affiliates", "/affiliates/apply"],
  ["trainer", "/trainers/amara-okafor"],
  ["gallery", "/gallery/blocks"],
];

function startServer(port = PORT, extraEnv = {}, stdout = "ignore") {
  // The flags of `npm start` and the Dockerfile's CMD: production's heap ceiling.
  const nodeOptions = (process.env.SERVER_NODE_OPTIONS ?? "--max-old-space-size=192").split(/\s+/).filter(Boolean);
  const server = spawn(process.execPath, [...nodeOptions, "--import", "./build/instrument.server.js", "./build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // As `npm start` and the Dockerfile run it: two malloc arenas (docs/decisions/0064).
      MALLOC_ARENA_MAX: "2",
      MOCKS: "true",
      PORT: String(port),
      SENTRY_DSN: "http://public@127.0.0.1:9/1",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", stdout, "inherit"],
  });
  return server;
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run; a run whose trace fails (NO_NAVSTART and the like) is tried again, 3 tries in all. */
async function lighthouseRun(url) {
  let lastError;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const { stdout } = await run(
        "npx",
        [
          "--yes",
          "lighthouse@12.8.2",
          url,
          "--only-categories=performance",
          "--output=json",
          "--output-path=stdout",
          "--quiet",
          `--chrome-flags=${CHROME_FLAGS}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
      );
      const report = JSON.parse(stdout);
      if (report.runtimeError || report.categories.performance.score === null) throw new Error(report.runtimeError?.code ?? "no score");
      return { score: Math.round(report.categories.performance.score * 100), tbt: Math.round(report.audits["total-blocking-time"].numericValue) };
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(`Lighthouse failed 3 times on ${url}: ${String(lastError?.message ?? lastError).split("\n")[0]}`);
}

/** 1-minute load averages at which Lighthouse runs started (printed with the table). */
const startLoads = [];

/** Waits (5 s steps, LOAD_WAIT s at most) until the 1-minute load average is under MAX_LOAD, then notes it. */
async function quietMachine() {
  const end = Date.now() + LOAD_WAIT * 1000;
  while (loadavg()[0] >= MAX_LOAD && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5_000));
  startLoads.push(loadavg()[0]);
}

async function lighthouse(url) {
  const runs = [];
  for (let i = 0; i < LH_RUNS; i++) {
    await quietMachine();
    runs.push(await lighthouseRun(url));
  }
  return { score: median(runs.map((r) => r.score)), tbt: median(runs.map((r) => r.tbt)), tbtRuns: runs.map((r) => r.tbt) };
}

/** CPU time the server process has used so far (ms): utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** MIX_CONNECTIONS clients, each walking every page type in turn, for MIX_SECONDS; RSS sampled every 250 ms. */
async function mixedLoad(pid) {
  let done = 0;
  let failures = 0;
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid).rss);
  }, 250);
  const end = performance.now() + MIX_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: MIX_CONNECTIONS }, async (_, client) => {
      for (let i = client; performance.now() < end; i++) {
        const [, path] = PAGES[i % PAGES.length];
        const response = await fetch(BASE + path, { headers: { "user-agent": "Mozilla/5.0 bench", "x-forwarded-for": `203.0.113.${client}` } }).catch(
          () => null,
        );
        await response?.arrayBuffer();
        if (!response?.ok) failures += 1;
        done += 1;
      }
    }),
  );
  clearInterval(sampler);
  return { rps: done / MIX_SECONDS, failures, peak };
}

async function throughput(path, pid) {
  const cpuBefore = cpuMs(pid);
  const run = await closedLoop(BASE, () => path, { seconds: SECONDS, connections: CONNECTIONS });
  return { ...run, cpuPerRequest: (cpuMs(pid) - cpuBefore) / run.done };
}

const server = startServer();
const uncached = startServer(PORT + 1, { PAGE_CACHE_MAX_BYTES: "0" });
try {
  await waitFor(`${BASE}/healthcheck`);
  await waitFor(`http://127.0.0.1:${PORT + 1}/healthcheck`);
  const idle = rssMb(server.pid);
  const rows = [];
  for (const [type, path] of PAGES) {
    await fetch(BASE + path); // fill the story cache
    const js = await firstVisitJs(BASE + path);
    const lh = process.env.SKIP_LIGHTHOUSE ? null : await lighthouse(BASE + path);
    rows.push({ type, path, kb: js.totalGzip / 1024, files: js.files.length, ...lh });
  }
  console.log("page type     path                              first-visit JS  files  LH perf  TBT ms  (runs)");
  for (const row of rows) {
    console.log(
      `${row.type.padEnd(13)} ${row.path.padEnd(33)} ${row.kb.toFixed(1).padStart(9)} KB  ${String(row.files).padStart(5)}  ${String(row.score ?? "-").padStart(7)}  ${String(row.tbt ?? "-").padStart(6)}${row.tbtRuns ? `  (${row.tbtRuns.join(", ")})` : ""}`,
    );
  }
  if (startLoads.length) {
    console.log(
      `Lighthouse runs started at 1-minute load ${Math.min(...startLoads).toFixed(2)}–${Math.max(...startLoads).toFixed(2)} (waited for < ${MAX_LOAD}, at most ${LOAD_WAIT} s)`,
    );
  }
  console.log(`\nthroughput (warm, ${CONNECTIONS} connections, ${SECONDS} s, loopback)`);
  for (const [type, path] of PAGES.slice(0, 2)) {
    const t = await throughput(path, server.pid);
    console.log(
      `${type.padEnd(13)} ${path.padEnd(33)} ${t.rps.toFixed(0).padStart(6)} req/s  p50 ${t.p50.toFixed(1)} ms  server CPU ${t.cpuPerRequest.toFixed(1)} ms/request  failures ${t.failures}`,
    );
  }
  const after = rssMb(server.pid);
  console.log(`\nserver RSS: idle ${idle.rss.toFixed(0)} MB, peak ${after.peak.toFixed(0)} MB, after ${after.rss.toFixed(0)} MB`);
  if (MIX_SECONDS > 0) {
    const before = rssMb(server.pid).rss;
    const mix = await mixedLoad(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    console.log(
      `\nmemory under load (${MIX_CONNECTIONS} connections, ${MIX_SECONDS} s, every page type): RSS before ${before.toFixed(0)} MB, peak ${mix.peak.toFixed(0)} MB, after ${rssMb(server.pid).rss.toFixed(0)} MB; ${mix.rps.toFixed(0)} req/s, failures ${mix.failures}`,
    );
  }
  await pageCacheFigures({
    cached: { base: BASE, pid: server.pid },
    uncached: { base: `http://127.0.0.1:${PORT + 1}`, pid: uncached.pid },
    seconds: SECONDS,
    warmup: Number(process.env.WARMUP ?? 3),
    connections: CONNECTIONS,
    cpuMs,
  });
  await adTrafficFigures({ base: BASE, seconds: SECONDS, connections: CONNECTIONS, warmup: Number(process.env.WARMUP ?? 3) });
  await roundTripFigures({ port: PORT + 2, latencyMs: Number(process.env.LATENCY_MS ?? 200), startServer });
} finally {
  server.kill("SIGTERM");
  uncached.kill("SIGTERM");
}
