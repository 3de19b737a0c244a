import { GraphQLError } from "graphql";
import eventsJson from "../platform/fixtures/events.json";
import type { Viewer } from "../platform/data";
import { viewerFromAuthorization } from "../platform/handler";
import { graphqlHandler, invalidTokenResponse, requestLog, sdlSchema } from "../graphql";

/**
 * Sandbox Connect API: `POST {CONNECT_API_URL}/graphql` executed for real by graphql-js
 * (`../graphql.ts`) against `schema.graphql` and the community events of `sandbox/platform/fixtures/events.json`,
 * so a document the app sends that does not validate fails here as it would upstream (HTTP 400).
 *
 * Dates are relative to now (`startsInHours`, `durationMinutes`), starting on a quarter hour,
 * so the events are always upcoming. Visitors (no bearer) see public events only. A bearer
 * token is the sandbox identity provider's access token, as for the platform: the member sees
 * every event, with `currentUserStatus` "accepted" when their user id is among the accepted
 * users, "invited" for a members-only event they have not accepted, null otherwise. An invalid
 * or expired token answers 401. Requests are remembered for inspection.
 * The SDL is parsed once, on first use.
 */
export const connectSchema = sdlSchema("sandbox/connect/schema.graphql");

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

export interface ConnectRequestRecord {
  operationName: string | null;
  authenticated: boolean;
}
const log = requestLog<ConnectRequestRecord>();
export const connectRequests = log.entries;

export function connectHandlers(connectUrl: string) {
  return [
    graphqlHandler({
      url: `${connectUrl.replace(/\/$/, "")}/graphql`,
      schema: connectSchema,
      rootValue,
      context(request, body): Viewer | Response {
        const viewer = viewerFromAuthorization(request.headers.get("authorization"));
        log.record({ operationName: body.operationName ?? null, authenticated: viewer !== "invalid" && viewer.user !== null });
        return viewer === "invalid" ? invalidTokenResponse() : viewer;
      },
    }),
  ];
}
