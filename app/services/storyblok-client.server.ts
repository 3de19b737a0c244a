import { apiPlugin, storyblokInit } from "@storyblok/react";
import { getEnv } from "~/env.server";
import { boundedFetch, MAX_ANSWER_BYTES } from "./bounded-fetch.server";
import { timeUpstream } from "./request-store.server";
import { guardUpstream } from "./upstream.server";

/**
 * The Storyblok Content Delivery API v2 client of the server (`@storyblok/react`'s `apiPlugin`),
 * and how its failures read: every request has a deadline (`STORYBLOK_TIMEOUT_MS`) and shares
 * Storyblok's failure memory (`upstream.server.ts`), so a stalled CMS costs one deadline, then
 * fails fast. The stories and lists read through it live in `storyblok.server.ts` and
 * `storyblok-listing.server.ts`.
 */

/** Thrown for upstream failures other than "no such story". */
export class StoryblokError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "StoryblokError";
  }
}

let client: ReturnType<ReturnType<typeof storyblokInit>> | undefined;

/** The client, made on first use with the public token (a draft read passes the preview token per call). */
function api() {
  if (!client) {
    const env = getEnv();
    const getApi = storyblokInit({
      accessToken: env.STORYBLOK_PUBLIC_TOKEN,
      use: [apiPlugin],
      apiOptions: {
        region: env.STORYBLOK_REGION,
        cache: { type: "none", clear: "manual" },
        // Our own cache absorbs load; the client's self-throttle must not cap throughput.
        rateLimit: 1000,
        // Seconds; the client aborts its fetch then. `cdnGet` holds the deadline in ms and must
        // come first: its timeout is what the failure memory remembers at once (upstream.server.ts).
        timeout: Math.ceil(env.STORYBLOK_TIMEOUT_MS / 1000) + 1,
        fetch: boundedFetch(MAX_ANSWER_BYTES.storyblok),
      },
    });
    client = getApi();
  }
  return client;
}

/** The HTTP status of a failed call, when Storyblok answered one. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === "number") return status;
  }
  return undefined;
}

/** Whether a failed Storyblok call is Storyblok's fault: no answer, 429 or 5xx (not a 404 or 401). */
function isOutage(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 429 || status >= 500;
}

/** One CDN GET with the deadline and failure memory, timed for the request's Server-Timing. */
export function cdnGet(path: string, params: Record<string, unknown>) {
  return timeUpstream("storyblok", () =>
    guardUpstream("storyblok", () => api().get(path, params), { timeoutMs: getEnv().STORYBLOK_TIMEOUT_MS, isFailure: isOutage }),
  );
}

/** A failure's message, whatever was thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
  return String(error);
}
