// Uncached render CPU per page: server started by caller on PORT with PAGE_CACHE_MAX_BYTES=0; SERVER_PID given.
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { signInRoundTrip } from "./e2e/cookie-jar";
const base = `http://127.0.0.1:${process.env.PORT}`;
const pid = process.env.SERVER_PID!;
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" "); return (Number(f[11]) + Number(f[12])) * 10; };
const { jar } = (await signInRoundTrip(base)) as any;
const member = jar.header();
const pages: [string, string, string?][] = [["home", "/"], ["product", "/programs/inner-compass"], ["membership", "/membership"], ["members-growth", "/members/growth", member]];
const UA = "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/136.0.0.0 Mobile Safari/537.36";
for (const [name, path, cookie] of pages) {
  const args = ["-c", "10", "-d", process.env.DURATION ?? "8", "-j", "-H", `user-agent=${UA}`, ...(cookie ? ["-H", `cookie=${cookie}`] : []), base + path];
  execFileSync("node_modules/.bin/autocannon", ["-c", "10", "-d", "2", ...args.slice(4)], { stdio: "ignore" });
  const c0 = cpu();
  const out = JSON.parse(execFileSync("node_modules/.bin/autocannon", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  const ms = cpu() - c0;
  console.log(`${name}: ${(ms / out.requests.total).toFixed(2)} ms CPU/req, ${out.requests.average} req/s, non2xx ${out.non2xx}, p99 ${out.latency.p99} ms`);
}
