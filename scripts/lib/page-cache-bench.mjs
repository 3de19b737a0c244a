// Page-cache figures for `npm run bench`: cached vs uncached vs a static ceiling in
// one run, and CPU per uncached render (home, product, membership, and a member's /members/growth).
// The static ceiling runs in its own process. Load: autocannon, `connections` keep-alive HTTP/1.1
// clients on loopback, no compression asked for (the static server sends the same bytes uncompressed).
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { memberCookie } from "./member-session.mjs";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/**
 * autocannon: `connections` keep-alive clients for `seconds` on `url` (with `cookie` as the Cookie
 * header, when given): req/s, p50 and p99 (ms), answers in all, failed or non-2xx answers.
 */
export async function load(url, { connections, seconds, cookie }) {
  const headers = { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) };
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.total / seconds,
    count: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A server answering `body` from memory for every request, in a process of its own (like the
 * site, it must not share a thread with the load): the ceiling. Resolves with its URL and process.
 */
async function staticServer(body) {
  const source = `const http = require("node:http"); const body = Buffer.from(process.env.BODY_B64, "base64");
    const server = http.createServer((_q, r) => { r.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length }); r.end(body); });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", source], { env: { ...process.env, BODY_B64: body.toString("base64") }, stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve) => child.stdout.once("data", (chunk) => resolve(Number(String(chunk).trim()))));
  return { url: `http://127.0.0.1:${port}/`, close: () => child.kill("SIGTERM") };
}

/** CPU ms the server spends per request of `path` (uncached server), over `count` sequential-ish requests. */
async function cpuPerRender(base, pid, path, cpuMs, options) {
  const before = cpuMs(pid);
  const result = await load(base + path, options);
  return { ms: (cpuMs(pid) - before) / result.count, ...result };
}

/** Prints the page-cache table; each load runs `seconds` after `warmup` s of the same load, unmeasured. */
export async function pageCacheFigures({ cached, uncached, seconds, warmup, connections, cpuMs }) {
  const options = { connections, seconds };
  const home = Buffer.from(await (await fetch(`${cached.base}/`, { headers: { "user-agent": BROWSER_UA } })).arrayBuffer());
  const ceiling = await staticServer(home);
  const staticUrl = ceiling.url;
  for (const base of [cached.base, uncached.base]) {
    await fetch(`${base}/`);
    await fetch(`${base}/programs/inner-compass`); // warm the story caches
  }
  // Each target first takes the same load for `warmup` s, unmeasured (JIT, socket pools, heap
  // growth), as the side-by-side harness does: the figures are of a server in its steady state.
  const measured = async (url) => {
    if (warmup > 0) await load(url, { connections, seconds: warmup });
    return load(url, options);
  };
  const rows = [
    ["static ceiling", await measured(staticUrl)],
    ["home cached", await measured(`${cached.base}/`)],
    ["home uncached", await measured(`${uncached.base}/`)],
    ["product cached", await measured(`${cached.base}/programs/inner-compass`)],
    ["product uncached", await measured(`${uncached.base}/programs/inner-compass`)],
  ];
  ceiling.close();
  console.log(
    `\npage cache (${connections} keep-alive connections, ${seconds} s each after ${warmup} s of warm-up, loopback, one run; home HTML ${(home.length / 1024).toFixed(0)} KB)`,
  );
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(17)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  failures ${r.failures}`,
    );
  }
  const share = rows[1][1].rps / rows[0][1].rps;
  console.log(`cached home = ${(share * 100).toFixed(0)}% of the static ceiling's req/s (goal ≥ 25%), p99 ${rows[1][1].p99.toFixed(1)} ms (goal ≤ 20 ms)`);
  // Every render a member, a cache miss or a preview costs: the page cache is off on this server.
  const member = await memberCookie(uncached.base);
  for (const [name, path, cookie] of [
    ["home", "/"],
    ["product", "/programs/inner-compass"],
    ["membership", "/membership"],
    ["members-growth", "/members/growth", member],
  ]) {
    const cpu = await cpuPerRender(uncached.base, uncached.pid, path, cpuMs, { connections: 1, seconds, cookie });
    console.log(
      `uncached render CPU, ${name.padEnd(14)} ${cpu.ms.toFixed(1)} ms/request (server process, 1 connection, ${cpu.rps.toFixed(0)} req/s${cookie ? ", signed in" : ""}, failures ${cpu.failures})`,
    );
  }
}
