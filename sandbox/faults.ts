import express, { type Router } from "express";
import { delay, http, HttpResponse } from "msw";
import { z } from "zod";
import { getEnv } from "../app/env.server";
import { PERSONAL_PAGE } from "../app/domain/delivery/cache-policy";

/**
 * Upstream faults on demand, for the fault e2e project and for trying a bad
 * day by hand in the sandbox: each upstream can be made to refuse connections (`down`), answer
 * 500, never answer (`hang`), send malformed JSON or a 30 MB body (`huge`).
 *
 * - `POST /__sandbox/faults` `{"faults": {"storyblok": "hang"}, "forget": true}` sets the faults
 *   (replacing the previous ones; `{}` clears them); `forget` also empties the app's upstream
 *   caches and failure memory, so the next page is cold.
 * - `latencyMs` in the same body makes every sandboxed upstream answer that late (ms; starts at
 *   `SANDBOX_LATENCY_MS`), as far-away upstreams would; it is kept when a body leaves it out.
 * - `GET /__sandbox/faults` shows the current faults and latency.
 * Mounted only when MOCKS=true; the MSW handler below runs before every other sandbox handler.
 */
const UPSTREAMS = ["storyblok", "platform", "connect", "checkout", "location"] as const;
const FAULTS = ["down", "500", "hang", "malformed", "huge"] as const;
type SandboxUpstream = (typeof UPSTREAMS)[number];
type Fault = (typeof FAULTS)[number];

const bodySchema = z.object({
  faults: z.record(z.enum(UPSTREAMS), z.enum(FAULTS)).default({}),
  forget: z.boolean().default(false),
  latencyMs: z.number().int().min(0).max(10_000).optional(),
});

let active: Partial<Record<SandboxUpstream, Fault>> = {};
let latencyMs: number | undefined;

/** Which sandboxed upstream a request goes to, or null for the others (Auth0, analytics…). */
function upstreamOf(url: URL): SandboxUpstream | null {
  if (url.pathname.startsWith("/v2/cdn/")) return "storyblok";
  const env = getEnv();
  const origins: [SandboxUpstream, string][] = [
    ["platform", env.PLATFORM_URL],
    ["connect", env.CONNECT_API_URL],
    ["checkout", env.CHECKOUT_API_URL],
    ["checkout", `https://${env.SECURE_CHECKOUT_HOST}`],
    ["location", env.LOCATION_API_URL],
  ];
  return origins.find(([, base]) => new URL(base).origin === url.origin)?.[0] ?? null;
}

const HUGE_BYTES = 30 * 1024 * 1024;
const HUGE_CHUNK = new TextEncoder().encode("x".repeat(64 * 1024));

/** 30 MB of JSON-ish text, streamed as the reader pulls (as a real upstream's would arrive): a reader that stops early costs nothing more. */
function hugeBody(): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"padding": "'));
      if (sent >= HUGE_BYTES) return controller.close();
      controller.enqueue(HUGE_CHUNK);
      sent += HUGE_CHUNK.byteLength;
    },
  });
}

/** The MSW handler that answers for a faulty upstream, or falls through to the regular sandbox. */
export const faultHandler = http.all("*", async ({ request }) => {
  const upstream = upstreamOf(new URL(request.url));
  if (!upstream) return undefined;
  latencyMs ??= getEnv().SANDBOX_LATENCY_MS;
  if (latencyMs > 0) await delay(latencyMs);
  const fault = active[upstream];
  switch (fault) {
    case undefined:
      return undefined;
    case "down":
      return HttpResponse.error();
    case "500":
      return HttpResponse.json({ error: "Internal Server Error (sandbox fault)" }, { status: 500 });
    case "hang":
      await delay("infinite");
      return undefined;
    case "malformed":
      return new HttpResponse('{"story": {"id": 1, "content": [', { headers: { "Content-Type": "application/json" } });
    case "huge":
      return new HttpResponse(hugeBody(), { headers: { "Content-Type": "application/json" } });
  }
});

/** What the switch is set to: the faults and the latency (ms). */
const switchState = () => ({ faults: active, latencyMs: latencyMs ?? getEnv().SANDBOX_LATENCY_MS });

/** The `/__sandbox/faults` switch; `forget` is the app's own reset of caches and failure memory. */
export function sandboxFaults({ forget }: { forget: () => void }): Router {
  const router = express.Router();
  router.get("/__sandbox/faults", (_req, res) => {
    res.set("Cache-Control", PERSONAL_PAGE).json(switchState());
  });
  router.post("/__sandbox/faults", express.json({ limit: "4kb" }), (req, res) => {
    const parsed = bodySchema.safeParse(req.body ?? {});
    if (!parsed.success) return res.status(400).json({ error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") });
    active = parsed.data.faults;
    if (parsed.data.latencyMs !== undefined) latencyMs = parsed.data.latencyMs;
    if (parsed.data.forget) forget();
    res.set("Cache-Control", PERSONAL_PAGE).json(switchState());
  });
  return router;
}
