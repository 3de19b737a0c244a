import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, graphql, GraphQLError, type GraphQLSchema } from "graphql";
import { http, HttpResponse } from "msw";
import { z } from "zod";
import eventsJson from "../platform/fixtures/events.json";
import type { Viewer } from "../platform/data";
import { viewerFromAuthorization } from "../platform/handler";
import { onAssetOrigin } from "../asset-origin";

/**
 * Sandbox Connect API: `POST {CONNECT_API_URL}/graphql` executed for real by graphql-js
 * against `schema.graphql` and the community events of `sandbox/platform/fixtures/events.json`,
 * so a document the app sends that does not validate fails here as it would upstream (HTTP 400).
 *
 * Dates are relative to now (`startsInHours`, `durationMinutes`), starting on a quarter hour,
 * so the events are always upcoming. Visitors (no bearer) see public events only. A bearer
 * token is the sandbox identity provider's access token, as for the platform: the member sees
 * every event, with `currentUserStatus` "accepted" when their user id is among the accepted
 * users, "invited" for a members-only event they have not accepted, null otherwise. An invalid
 * or expired token answers 401. Requests are remembered for inspection.
 */
let schema: GraphQLSchema | undefined;

/** The sandbox Connect SDL, parsed once. */
export function connectSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(path.resolve(process.cwd(), "sandbox/connect/schema.graphql"), "utf8"));
  return schema;
}

type EventRow = (typeof eventsJson)[number];

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
/** Largest `count` the sandbox accepts, like a paginated API's page size limit. */
const MAX_COUNT = 50;

/** The event as graphql-js resolves it; `acceptedUsers` is a field function taking `first`. */
function communityEvent(row: EventRow, viewer: Viewer, now: number) {
  // Round "now" up to the next quarter hour so times look like real schedules (19:15, not 19:07:23).
  const start = Math.ceil(now / QUARTER_HOUR_MS) * QUARTER_HOUR_MS + row.startsInHours * HOUR_MS;
  const accepted = viewer.user ? row.acceptedUsers.some((u) => u.id === viewer.user?.id) : false;
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    isFeature: row.isFeature,
    public: row.public,
    timezoneId: row.timezoneId,
    conferenceLink: row.conferenceLink,
    acceptedUsersCount: row.acceptedUsersCount,
    images: row.images,
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + row.durationMinutes * MINUTE_MS).toISOString(),
    currentUserStatus: !viewer.user ? null : accepted ? "accepted" : row.public ? null : "invited",
    acceptedUsers: ({ first }: { first?: number | null }) => (typeof first === "number" ? row.acceptedUsers.slice(0, Math.max(0, first)) : row.acceptedUsers),
  };
}

const rootValue = {
  discover({ count }: { count: number }, viewer: Viewer) {
    if (count < 1 || count > MAX_COUNT) {
      throw new GraphQLError(`count must be between 1 and ${MAX_COUNT}.`, { extensions: { code: "BAD_USER_INPUT" } });
    }
    const now = Date.now();
    const events = eventsJson
      .filter((row) => row.public || viewer.user !== null)
      .map((row) => communityEvent(row, viewer, now))
      .sort((a, b) => a.startDate.localeCompare(b.startDate))
      .slice(0, count);
    return { events };
  },
};

const bodySchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

export interface ConnectRequestRecord {
  operationName: string | null;
  authenticated: boolean;
}
const recorded: ConnectRequestRecord[] = [];
export const connectRequests = (): readonly ConnectRequestRecord[] => recorded;

export function connectHandlers(connectUrl: string) {
  return [
    http.post(`${connectUrl.replace(/\/$/, "")}/graphql`, async ({ request }) => {
      const body = bodySchema.safeParse(await request.json().catch(() => null));
      if (!body.success) return HttpResponse.json({ errors: [{ message: "Body must be a GraphQL request." }] }, { status: 400 });
      const viewer = viewerFromAuthorization(request.headers.get("authorization"));
      recorded.push({ operationName: body.data.operationName ?? null, authenticated: viewer !== "invalid" && viewer.user !== null });
      recorded.splice(0, Math.max(0, recorded.length - 200));
      if (viewer === "invalid") {
        return HttpResponse.json({ errors: [{ message: "Invalid or expired token.", extensions: { code: "UNAUTHENTICATED" } }] }, { status: 401 });
      }
      const result = await graphql({
        schema: connectSchema(),
        source: body.data.query,
        rootValue,
        contextValue: viewer,
        variableValues: body.data.variables ?? undefined,
        operationName: body.data.operationName ?? undefined,
      });
      // A document that does not parse or validate gets 400 and no `data`, like the platform.
      const status = "data" in result ? 200 : 400;
      return HttpResponse.json(onAssetOrigin(JSON.parse(JSON.stringify(result)) as Record<string, unknown>), { status });
    }),
  ];
}
