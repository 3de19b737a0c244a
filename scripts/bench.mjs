// Page-rendering benchmark on loopback: N requests per path, C at a time, against a running
// server (default http://localhost:3000). Prints throughput and latency percentiles (ms).
// Usage: node scripts/bench.mjs [baseUrl] [requests=400] [concurrency=8]
const [base = "http://localhost:3000", total = "400", concurrency = "8"] = process.argv.slice(2);
const paths = ["/", "/de/programs/inner-compass", "/trainers/amara-okafor", "/gallery/blocks"];

async function run(path) {
  const n = Number(total);
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Number(concurrency) }, async () => {
      while (next < n) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(base + path, { headers: { "Accept-Encoding": "gzip" } });
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(
    `${path.padEnd(30)} ${(n / seconds).toFixed(0).padStart(5)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  failures ${failures}`,
  );
}

for (const path of paths) {
  await run(path); // warm-up pass fills the story cache
}
console.log("--- measured (cache warm) ---");
for (const path of paths) await run(path);
