import { appendFileSync } from "node:fs";
import { http, HttpResponse } from "msw";

/**
 * Sandbox sink for Honeycomb's batch API: events are kept in memory (the last 500 of each
 * dataset, so that a flood of request events does not push out a rare one) so tests and
 * developers can see what would have been sent (`GET /__sandbox/events`); with
 * `SANDBOX_EVENTS_FILE` set they are also appended there, one JSON line each, so a test can
 * read what a server sent until it exited.
 */
export interface RecordedEvent {
  dataset: string;
  data: Record<string, unknown>;
}

/** Events kept per dataset. */
const PER_DATASET = 500;
const recorded: RecordedEvent[] = [];
const counts = new Map<string, number>();

export function recordedEvents(): readonly RecordedEvent[] {
  return recorded;
}

export const honeycombHandlers = [
  http.post("*/1/batch/:dataset", async ({ request, params }) => {
    if (request.headers.get("x-honeycomb-team") !== "sandbox-honeycomb-key") {
      return HttpResponse.json({ error: "unknown API key" }, { status: 401 });
    }
    const batch = (await request.json()) as { data: Record<string, unknown> }[];
    const file = process.env.SANDBOX_EVENTS_FILE;
    for (const item of batch) {
      const event = { dataset: decodeURIComponent(String(params.dataset)), data: item.data };
      recorded.push(event);
      const count = (counts.get(event.dataset) ?? 0) + 1;
      counts.set(event.dataset, count);
      if (count > PER_DATASET) {
        recorded.splice(
          recorded.findIndex((kept) => kept.dataset === event.dataset),
          1,
        );
        counts.set(event.dataset, count - 1);
      }
      if (file) appendFileSync(file, `${JSON.stringify(event)}\n`);
    }
    return HttpResponse.json(batch.map(() => ({ status: 202 })));
  }),
];
