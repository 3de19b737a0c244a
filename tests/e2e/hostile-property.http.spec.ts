import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { PORT } from "../../playwright.config";
import { bodyRequests, headerRequests, markerFor, pathRequests, queryRequests, render, type HostilePlan, type SiteFacts } from "./hostile-arbitraries";
import { requestBytes, sendRaw, type RawSocketRequest, type RawSocketResponse } from "./raw-socket";
import { BODY_ENDPOINTS, FORM_PAGES, siteAddresses } from "./site-routes";

/**
 * Property-based hostile requests: fast-check generates methods, paths,
 * queries, headers, cookies, bodies and content types, sends them as raw bytes to every route
 * and endpoint of the built server (code routes from `app/routes`, the sandbox's story pages,
 * the endpoints and Express's own paths), and fails on any 5xx, a request left unanswered, a
 * stack trace or server path in the answer, or the request's marker reflected unescaped in HTML.
 *
 * Bounded: {@link RUNS} requests per property (four properties). Seeded: the suite (and CI)
 * runs a fixed seed, so a red run is the code's doing and replays exactly; `HOSTILE_SEED=random`
 * explores new requests, `HOSTILE_SEED=<n>` replays a run (each failure prints its seed and
 * fast-check's path); `HOSTILE_RUNS=<n>` changes the count.
 */
const SEED = process.env.HOSTILE_SEED === "random" ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.HOSTILE_SEED ?? 16_2026);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 120);
/** No request may take longer (ms): "never a hang". */
const ANSWER_WITHIN_MS = 10_000;

/** A V8 stack frame, `Error: …` followed by one, or a path on the server's disk. */
const STACK_TRACE = [
  /\n\s*at [^\n]*\(?(?:file:\/\/|node:|\/)[^\n]*:\d+:\d+\)?/,
  /\b[A-Z]\w*Error: [^\n]*\n\s+at /,
  /\/node_modules\//,
  new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
];

let facts: SiteFacts;

test.beforeAll(async ({ request }) => {
  const home = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.(?:css|js)/.exec(home)?.[0];
  const forms = await Promise.all(
    FORM_PAGES.map(async (path) => {
      const html = await (await request.get(path)).text();
      return { path, blocks: [...html.matchAll(/name="_block" value="([^"]+)"/g)].map((match) => match[1]!) };
    }),
  );
  expect(forms.filter((form) => form.blocks.length > 0).length, "the sandbox's form pages hold their forms").toBeGreaterThanOrEqual(3);
  facts = { addresses: siteAddresses(asset ? [asset] : []), forms, endpoints: [...BODY_ENDPOINTS], host: `localhost:${PORT}` };
});

/** The bytes of a plan's body with its framing headers (honest or not), and `Connection: close`. */
function toSocketRequest(plan: HostilePlan): RawSocketRequest {
  const headers = [...plan.headers];
  // A visitor of its own unless the plan names one (the servers trust the proxy header): the
  // suite's requests must not spend the per-client limits of the tests running beside it.
  if (!headers.some(([name]) => /^(fly-client-ip|x-forwarded-for)$/i.test(name)))
    headers.push(["Fly-Client-IP", `198.18.${(counter >> 8) % 256}.${counter % 256}`]);
  let body: Buffer | undefined;
  if (plan.body) {
    const bytes = Buffer.from(plan.body.text, "utf8");
    if (plan.body.contentType !== undefined) headers.push(["Content-Type", plan.body.contentType]);
    switch (plan.body.framing) {
      case "length":
        headers.push(["Content-Length", String(bytes.length)]);
        body = bytes;
        break;
      case "chunked":
      case "broken-chunked": {
        headers.push(["Transfer-Encoding", "chunked"]);
        const chunks: Buffer[] = [];
        for (let offset = 0; offset < bytes.length; offset += 4_096) {
          const chunk = bytes.subarray(offset, offset + 4_096);
          chunks.push(
            Buffer.from(`${plan.body.framing === "broken-chunked" && offset === 0 ? "zz" : chunk.length.toString(16)}\r\n`),
            chunk,
            Buffer.from("\r\n"),
          );
        }
        body = Buffer.concat([...chunks, Buffer.from("0\r\n\r\n")]);
        break;
      }
      case "short-length":
        headers.push(["Content-Length", String(Math.max(0, bytes.length - 3))]);
        body = bytes;
        break;
      case "bad-length":
        headers.push(["Content-Length", ["abc", "-1", "1.5", "0x10", ""][bytes.length % 5]!]);
        body = bytes;
        break;
      case "duplicate-length":
        headers.push(["Content-Length", String(bytes.length)], ["Content-Length", String(bytes.length + 1)]);
        body = bytes;
        break;
      case "length-and-chunked":
        headers.push(["Content-Length", String(bytes.length)], ["Transfer-Encoding", "chunked"]);
        body = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n0\r\n\r\n")]);
        break;
      case "unframed":
        body = bytes;
        break;
    }
  }
  headers.push(["Connection", "close"]);
  return { method: plan.method, target: plan.target, headers, body };
}

/** What is wrong with an answer, if anything. */
function problemsOf(response: RawSocketResponse, probes: readonly string[]): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`answered ${response.status}`);
  for (const pattern of STACK_TRACE) if (pattern.test(response.body)) problems.push(`the body shows a stack trace or server path (${pattern})`);
  const type = response.headers["content-type"] ?? "";
  const sniffable = !type || /html|xml/i.test(type) || response.headers["x-content-type-options"] !== "nosniff";
  const lower = response.body.toLowerCase();
  for (const probe of probes) {
    if (lower.includes(probe.toLowerCase()) && sniffable) problems.push(`the marker ${probe} is reflected unescaped (Content-Type: ${type || "none"})`);
  }
  return problems;
}

let counter = 0;
/** Answers per status in the current property (reported, to show what the run reached). */
let statuses = new Map<number, number>();
/** The bytes of the last request that failed (attached to the report, to replay by hand). */
let lastFailure: Buffer | null = null;

/** Sends one plan with a fresh marker; throws a readable report when the answer is wrong. */
async function attack(plan: HostilePlan): Promise<void> {
  const marker = markerFor(++counter);
  const request = toSocketRequest(render(plan, marker.text));
  lastFailure = requestBytes(request);
  const started = Date.now();
  let response: RawSocketResponse;
  try {
    response = await sendRaw(PORT, request, ANSWER_WITHIN_MS);
  } catch (error) {
    throw new Error(`${show(request)}\n→ ${(error as Error).message}`);
  }
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const problems = problemsOf(response, marker.probes);
  if (problems.length > 0) {
    const excerpt = response.body.length > 1_500 ? `${response.body.slice(0, 1_500)}…` : response.body;
    throw new Error(`${show(request)}\n→ ${response.status} in ${Date.now() - started} ms: ${problems.join("; ")}\n${response.head}\n\n${excerpt}`);
  }
  lastFailure = null;
}

function show(request: RawSocketRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const body = request.body ? `\n\n${cut(request.body.toString("utf8"))}` : "";
  return `${request.method} ${cut(request.target)}\n${request.headers.map(([name, value]) => `${name}: ${cut(value)}`).join("\n")}${body}`;
}

/** Runs a property with the suite's seed; a failure reports the request, the answer and how to replay it. */
async function check(name: string, arbitrary: fc.Arbitrary<HostilePlan>, offset: number): Promise<void> {
  const seed = (SEED + offset) % 2 ** 31;
  test.info().annotations.push({ type: "seed", description: `HOSTILE_SEED=${SEED} (${name}: ${seed})` });
  statuses = new Map();
  const details = await fc.check(
    fc.asyncProperty(arbitrary, (plan) => attack(plan)),
    { seed, numRuns: RUNS, endOnFailure: process.env.HOSTILE_SHRINK !== "1" },
  );
  const answered = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  test.info().annotations.push({ type: "statuses", description: answered });
  console.log(`${name} (HOSTILE_SEED=${SEED}): ${answered}`);
  if (details.failed) {
    const saved = lastFailure ? test.info().outputPath("failing-request.http") : null;
    if (saved && lastFailure) writeFileSync(saved, lastFailure);
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    const replay = `replay with HOSTILE_SEED=${SEED} (HOSTILE_SHRINK=1 to shrink)${saved ? `; the request's bytes are in ${saved}` : ""}`;
    throw new Error(`${name}: request ${details.numRuns} of ${RUNS} failed; ${replay}\n\n${error}`);
  }
}

test.describe("hostile requests never get a 5xx, a stack trace or an unescaped reflection", () => {
  test.describe.configure({ timeout: 120_000 });

  test("any method on any path (dot segments, slashes, backslashes, encodings, unicode, overlong)", async () => {
    await check("paths", pathRequests(facts), 0);
  });

  test("hostile queries (redirect targets, preview parameters, repeats, bad encodings, huge)", async () => {
    await check("queries", queryRequests(facts), 1);
  });

  test("hostile headers and cookies (Host, X-Forwarded-*, session and locale cookies, Range, Accept-Language)", async () => {
    await check("headers", headerRequests(facts), 2);
  });

  test("hostile bodies (forms, multipart, JSON, text, bytes, over the caps, lying lengths)", async () => {
    await check("bodies", bodyRequests(facts), 3);
  });
});

test.describe("what the suite found stays fixed", () => {
  // Each request as a visitor of its own (the e2e servers trust the proxy header): the affiliate page's rate limit must not answer instead.
  let visitor = 0;
  const send = (method: string, target: string, headers: [string, string][] = [], body?: string) =>
    sendRaw(PORT, {
      method,
      target,
      headers: [
        ["Host", `localhost:${PORT}`],
        ["Fly-Client-IP", `198.18.${Math.floor(Math.random() * 250)}.${(visitor += 1) % 250}`],
        ...headers,
        ["Connection", "close"],
      ],
      body: body === undefined ? undefined : Buffer.from(body),
    });

  test("a target that is not a path is a 400 (was a 500: Invalid URL in the Remix adapter)", async () => {
    expect((await send("HEAD", "*")).status).toBe(400);
    expect((await send("GET", "http://evil.example/membership")).status).toBe(400);
  });

  test("a form post from another site or an opaque origin is a 403 (was a 500: Remix's CSRF check)", async () => {
    const form: [string, string][] = [
      ["Content-Type", "application/x-www-form-urlencoded"],
      ["Content-Length", "3"],
    ];
    for (const origin of ["null", "https://evil.example"])
      expect((await send("POST", "/affiliates/apply", [["Origin", origin], ...form], "a=1")).status, origin).toBe(403);
    expect((await send("POST", "/affiliates/apply", [["Origin", "garbage"], ...form], "a=1")).status).toBe(400);
    expect((await send("POST", "/affiliates/apply", [["Origin", `http://localhost:${PORT}`], ...form], "a=1")).status).toBe(400);
  });

  test("a chunked body over the cap is answered 413 (was a closed connection)", async () => {
    const text = `a=${"x".repeat(70_000)}`;
    const chunked = `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n0\r\n\r\n`;
    const response = await send(
      "POST",
      "/affiliates/apply",
      [
        ["Content-Type", "application/x-www-form-urlencoded"],
        ["Transfer-Encoding", "chunked"],
      ],
      chunked,
    );
    expect(response.status).toBe(413);
  });

  test("/login with a callback's parameters starts sign-in (was a 500: Missing state on cookie)", async () => {
    for (const query of ["?state=x", "?state=x&code=y", "?returnTo=/membership&state=.."]) {
      const response = await send("GET", `/login${query}`);
      expect(response.status, query).toBe(302);
      expect(response.headers.location, query).toMatch(/authorize\?/);
    }
  });

  test("a target starting with // is a path, not a host (was a 500: Invalid URL in the search redirect)", async () => {
    expect((await send("GET", "//")).status).toBe(301);
    const fromGoogle = await send("GET", "//evil.example/x", [["Referer", "https://www.google.com/"]]);
    expect(fromGoogle.status).toBe(301);
    expect(new URL(fromGoogle.headers.location ?? "", "http://x").pathname).toBe("//evil.example/x");
  });

  test("a slug segment longer than a file name is a 404 in the sandbox (was a 500: ENAMETOOLONG)", async () => {
    expect((await send("GET", `/de/trainers/mei-lin${"a".repeat(300)}`)).status).toBe(404);
  });

  test("the checks catch what they look for", () => {
    const marker = markerFor(1);
    const answer = (status: number, body: string, type = "text/html; charset=utf-8") => ({
      status,
      body,
      head: "",
      headers: { "content-type": type, "x-content-type-options": "nosniff" },
    });
    expect(problemsOf(answer(200, "<p>fine &lt;svg/onload=alert(zq1zq)&gt;</p>"), marker.probes)).toEqual([]);
    expect(problemsOf(answer(200, `{"error":"${marker.text}"}`, "application/json"), marker.probes)).toEqual([]);
    expect(problemsOf(answer(503, "down"), marker.probes)).toHaveLength(1);
    expect(problemsOf(answer(200, `<p>${marker.text}</p>`), marker.probes).length).toBeGreaterThan(0);
    expect(problemsOf(answer(400, "TypeError: x\n    at f (/srv/app/server.js:1:2)"), marker.probes).length).toBeGreaterThan(0);
  });
});
