import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getEnv } from "~/env.server";
import { scrubCapabilities } from "~/domain/failures/scrub";
import { jsonBody, type BodyResult } from "~/http/body.server";
import { logger } from "./logger.server";

/**
 * Events (docs/product/analytics-and-consent.md): the one place that sends analytics events to Honeycomb. The browser
 * posts `{ dataset, metadata }` to `POST /honeycomb`; server code calls {@link sendEvent}.
 * Each event is stamped with `id`, `timestamp` (ISO 8601) and `system`, queued, and sent
 * in batches per dataset to Honeycomb's batch API. A failing sink is logged and never
 * fails the caller.
 */

/** Datasets the browser may post to (docs/product/analytics-and-consent.md). */
export const CLIENT_DATASETS = [
  "page_builder",
  "webinar",
  "order summary",
  "conversion",
  "email submitted",
  "webinar unsubscribe",
  "tier fetch failed",
  "free-product claim failed",
  "segment tracking failed",
  "segment call",
  "registration email mismatch",
] as const;

/** Datasets only the server writes. */
export const SERVER_DATASETS = ["http-request"] as const;

export type Dataset = (typeof CLIENT_DATASETS)[number] | (typeof SERVER_DATASETS)[number];

/** Largest accepted body of `POST /honeycomb`, in bytes. */
export const MAX_EVENT_BYTES = 8 * 1024;
/**
 * Events sent per batch request, and the most kept waiting (older ones are dropped). Every
 * request sends an event, so a busy server sends a batch this often: 500 events of a few
 * hundred bytes make a body of about 200 KB, one upstream request where 50 a batch made ten.
 */
export const BATCH_SIZE = 500;
const MAX_QUEUE = 5_000;
/** How long an event may wait for its batch (ms). */
export const FLUSH_INTERVAL_MS = 1_000;

export const clientEventSchema = z
  .object({
    dataset: z.enum(CLIENT_DATASETS, {
      errorMap: () => ({ message: `dataset must be one of: ${CLIENT_DATASETS.join(", ")}` }),
    }),
    metadata: z.record(z.unknown()).default({}),
  })
  .strict();

export type ClientEvent = z.infer<typeof clientEventSchema>;

/**
 * Reads a `POST /honeycomb` request's event with the one body reader: JSON or `text/plain`
 * (`navigator.sendBeacon`), at most {@link MAX_EVENT_BYTES}. Never throws: 415, 413 or 400 with
 * a reason come back as the refusal.
 */
export function readClientEvent(request: Request): Promise<BodyResult<ClientEvent>> {
  return jsonBody(request, clientEventSchema, { maxBytes: MAX_EVENT_BYTES, alsoAccept: ["text/plain"] });
}

interface QueuedEvent {
  dataset: Dataset;
  data: Record<string, unknown>;
  time: string;
}

const queue: QueuedEvent[] = [];
let timer: NodeJS.Timeout | undefined;

/**
 * Queues an event for Honeycomb; returns the stamped event. Never throws; never waits on
 * the network (docs/product/analytics-and-consent.md: the request continues). Capability values (a preview token, an order
 * or attendee id in a query) are redacted first (`scrubCapabilities`), and the stamp's `id`,
 * `timestamp` and `system` win over metadata of the same names.
 */
export function sendEvent(dataset: Dataset, metadata: Record<string, unknown>, origin: "server" | "client" = "server") {
  const env = getEnv();
  // The scrubbed copy is the event's own object: stamped in place rather than copied once more.
  const event = Object.assign(scrubCapabilities(metadata), { id: randomUUID(), timestamp: new Date().toISOString(), system: `${env.EVENT_SYSTEM}-${origin}` });
  if (!env.HONEYCOMB_API_KEY) {
    logger.info("event", { dataset, eventId: event.id });
    return event;
  }
  if (queue.length >= MAX_QUEUE) queue.shift();
  queue.push({ dataset, data: event, time: event.timestamp });
  if (queue.length >= BATCH_SIZE) void flushEvents();
  else timer ??= setTimeout(() => void flushEvents(), FLUSH_INTERVAL_MS).unref();
  return event;
}

/** Sends every queued event now, one batch request per dataset. Resolves when done; never rejects. */
export async function flushEvents(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const env = getEnv();
  const pending = queue.splice(0, queue.length);
  const byDataset = new Map<Dataset, QueuedEvent[]>();
  for (const event of pending) {
    const events = byDataset.get(event.dataset);
    if (events) events.push(event);
    else byDataset.set(event.dataset, [event]);
  }
  await Promise.all(
    [...byDataset].map(async ([dataset, events]) => {
      for (let i = 0; i < events.length; i += BATCH_SIZE) {
        const batch = events.slice(i, i + BATCH_SIZE).map(({ data, time }) => ({ data, time }));
        try {
          const response = await fetch(`${env.HONEYCOMB_API_URL}/1/batch/${encodeURIComponent(dataset)}`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Honeycomb-Team": env.HONEYCOMB_API_KEY ?? "" },
            body: JSON.stringify(batch),
            signal: AbortSignal.timeout(5_000),
          });
          if (!response.ok) logger.warn("events-rejected", { dataset, status: response.status, count: batch.length });
        } catch (error) {
          logger.warn("events-failed", { dataset, count: batch.length, error });
        }
      }
    }),
  );
}
