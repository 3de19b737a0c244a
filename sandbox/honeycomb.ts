import { http, HttpResponse } from "msw";

/**
 * Sandbox sink for Honeycomb's batch API: events are kept in memory (the last 500) so
 * tests and developers can see what would have been sent (`GET /__sandbox/events`).
 */
export interface RecordedEvent {
  dataset: string;
  data: Record<string, unknown>;
}

const recorded: RecordedEvent[] = [];

export function recordedEvents(): readonly RecordedEvent[] {
  return recorded;
}

export const honeycombHandlers = [
  http.post("*/1/batch/:dataset", async ({ request, params }) => {
    if (request.headers.get("x-honeycomb-team") !== "sandbox-honeycomb-key") {
      return HttpResponse.json({ error: "unknown API key" }, { status: 401 });
    }
    const batch = (await request.json()) as { data: Record<string, unknown> }[];
    for (const item of batch) recorded.push({ dataset: decodeURIComponent(String(params.dataset)), data: item.data });
    recorded.splice(0, Math.max(0, recorded.length - 500));
    return HttpResponse.json(batch.map(() => ({ status: 202 })));
  }),
];
