// Page-cache figures for `npm run bench` (issue 17): cached vs uncached vs a static ceiling in
// one run, and CPU per uncached render.
// The static ceiling runs in its own process. Load: `connections` keep-alive HTTP/1.1 clients on
// loopback, each sending the next request when the last answer ended (like autocannon), no
// compression asked for (the static server sends the same bytes uncompressed).
import { spawn } from "node:child_process";
import http from "node:http";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** `connections` clients for `seconds` on `url`: req/s, p50 and p99 (ms), non-200 answers. */
export async function load(url, { connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent, headers: { "user-agent": BROWSER_UA } }, (response) => {
          if (response.statusCode !== 200) failures += 1;
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - started);
            resolve();
          });
        })
        .on("error", () => {
          failures += 1;
          resolve();
        });
    });
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < end) await one();
  }));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failures };
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
async function cpuPerRender(base, pid, path, cpuMs, { connections, seconds }) {
  const before = cpuMs(pid);
  const result = await load(base + path, { connections, seconds });
  return { ms: (cpuMs(pid) - before) / (result.rps * seconds), ...result };
}

/** Prints the page-cache table. */
export async function pageCacheFigures({ cached, uncached, seconds, connections, cpuMs }) {
  const options = { connections, seconds };
  const home = Buffer.from(await (await fetch(`${cached.base}/`, { headers: { "user-agent": BROWSER_UA } })).arrayBuffer());
  const ceiling = await staticServer(home);
  const staticUrl = ceiling.url;
  for (const base of [cached.base, uncached.base]) {
    await fetch(`${base}/`);
    await fetch(`${base}/programs/inner-compass`); // warm the story caches
  }
  const rows = [
    ["static ceiling", await load(staticUrl, options)],
    ["home cached", await load(`${cached.base}/`, options)],
    ["home uncached", await load(`${uncached.base}/`, options)],
    ["product cached", await load(`${cached.base}/programs/inner-compass`, options)],
    ["product uncached", await load(`${uncached.base}/programs/inner-compass`, options)],
  ];
  ceiling.close();
  console.log(`\npage cache (${connections} keep-alive connections, ${seconds} s each, loopback, one run; home HTML ${(home.length / 1024).toFixed(0)} KB)`);
  for (const [name, r] of rows) {
    console.log(`${name.padEnd(17)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  failures ${r.failures}`);
  }
  const share = rows[1][1].rps / rows[0][1].rps;
  console.log(`cached home = ${(share * 100).toFixed(0)}% of the static ceiling's req/s (goal ≥ 25%), p99 ${rows[1][1].p99.toFixed(1)} ms (goal ≤ 20 ms)`);
  const cpuOptions = { connections: 1, seconds };
  for (const [name, path] of [["home", "/"], ["product", "/programs/inner-compass"]]) {
    const cpu = await cpuPerRender(uncached.base, uncached.pid, path, cpuMs, cpuOptions);
    console.log(`uncached render CPU, ${name.padEnd(7)} ${cpu.ms.toFixed(1)} ms/request (server process, 1 connection, ${cpu.rps.toFixed(0)} req/s)`);
  }
}
