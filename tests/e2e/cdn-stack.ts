import { createHmac } from "node:crypto";
import { expect } from "@playwright/test";
import { BROWSER, withServers } from "./servers";
import { signInSandboxMember } from "../../scripts/lib/sandbox-member.mjs";

/**
 * The CDN specs' stack: Varnish with the committed deploy/varnish/default.vcl in front of a
 * production server of their own (servers.ts; one stack per worker, shared by the specs that
 * use this `test`), and what they ask of it. Whether a request reached the origin is read from
 * the origin's own request log (one JSON line per request, app/server/observability.server.ts).
 */
/** The servers' environment in a CDN stack: publishes shared by the instances, lifetimes only a purge can cut short. */
export const CDN_ENV = {
  SANDBOX_STORY_OVERRIDES_DIR: "{dir}/stories",
  UPSTREAM_FAILURE_MEMORY_MS: "0",
  // Long enough that only a purge can explain a new copy, at the origin or in Varnish.
  PAGE_CACHE_TTL_MS: "600000",
  STORY_CACHE_TTL_MS: "600000",
  CDN_MAX_AGE_S: "600",
};

export const test = withServers({ servers: 1, varnish: true, output: true, env: CDN_ENV });

const SECRET = "sandbox-webhook-secret"; // SANDBOX_CREDENTIALS.STORYBLOK_WEBHOOK_SECRET

/** The stack's addresses, set by {@link onCdnStack}. */
export const cdnStack = { ORIGIN: "", CDN: "", origin: { output: "" } as { readonly output: string } };

/** Call at a spec's top level: its tests run in order, on the stack. */
export function onCdnStack(): void {
  test.describe.configure({ mode: "serial" });
  test.beforeAll(({ stack }) => {
    cdnStack.ORIGIN = stack.urls[0]!;
    cdnStack.CDN = stack.varnish!.url;
    cdnStack.origin = stack.servers[0]!;
  });
}

export interface Answer {
  status: number;
  cache: string | null;
  headers: Headers;
  body: string;
}

/** GET `pathname` as a browser, through Varnish (or `base`). */
export async function get(pathname: string, headers: Record<string, string> = {}, base = cdnStack.CDN): Promise<Answer> {
  const response = await fetch(`${base}${pathname}`, { headers: { ...BROWSER, ...headers }, redirect: "manual" });
  return { status: response.status, cache: response.headers.get("x-cache"), headers: response.headers, body: await response.text() };
}

/** The origin's request log lines (`"msg":"request"`) for GET `pathname` (logged without its query). */
function originLines(pathname: string): number {
  let count = 0;
  for (const line of cdnStack.origin.output.split("\n")) {
    if (!line.includes('"request"')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; req?: { method?: string; path?: string } };
      if (entry.msg === "request" && entry.req?.method === "GET" && entry.req.path === pathname) count += 1;
    } catch {
      // Not a JSON line.
    }
  }
  return count;
}

/**
 * How many requests for `pathname` the origin has logged so far. A request straight to the
 * origin goes first and is waited for: its line is written after those of every request
 * answered before it, so none of theirs is still on its way.
 */
export async function originRequests(pathname: string): Promise<number> {
  const barrier = "/robots.txt";
  const before = originLines(barrier);
  await (await fetch(`${cdnStack.ORIGIN}${barrier}`, { headers: BROWSER })).text();
  await expect.poll(() => originLines(barrier), { message: `no log line for ${barrier}:\n${cdnStack.origin.output.slice(-2000)}` }).toBe(before + 1);
  return originLines(pathname);
}

/** Storyblok's signed webhook, through Varnish. */
export function webhook(payload: object, secret = SECRET) {
  const body = JSON.stringify(payload);
  const signature = createHmac("sha1", secret).update(body).digest("hex");
  return fetch(`${cdnStack.CDN}/api/storyblok/webhook`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", "webhook-signature": signature },
  });
}

/** Publishes `content` (over the fixture's, shallow) at `slug` in the sandbox, without a webhook yet. */
export const publishStory = (slug: string, content: Record<string, unknown>) =>
  fetch(`${cdnStack.ORIGIN}/__sandbox/storyblok/publish`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ slug, story: { content } }),
  });

/** Signs in through the sandbox's Auth0, through Varnish (the callback needs its state cookie); returns the Cookie header. */
export const signIn = () => signInSandboxMember(cdnStack.CDN, { headers: BROWSER });
