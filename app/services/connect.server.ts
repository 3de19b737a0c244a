import { z } from "zod";
import { getEnv } from "~/env.server";
import { ATTENDEE_PREVIEW_COUNT, communityEventSchema, type CommunityEvent } from "./connect-entities";
import { cached } from "./cache.server";
import { MAX_ANSWER_BYTES } from "./bounded-fetch.server";
import { GraphQLCallError, graphqlClient, type GraphQLFailure } from "./graphql.server";

/**
 * The Connect API, home of community events (docs/product/learning-catalogue.md: POST
 * `{CONNECT_API_URL}/graphql`, operation `Discover` with a count, bearer header), through the
 * site's GraphQL client like the platform (`graphql.server.ts`): the member's bearer token when
 * there is one, a deadline of its own (`CONNECT_TIMEOUT_MS` ms, not the platform's), answers of at
 * most `MAX_ANSWER_BYTES.connect` bytes, zod parsing of `data`, and one {@link ConnectError} for
 * every failure. Callers decide whether the visitor sees it (docs/product/failures-and-limits.md:
 * for this data fetch, errors are swallowed).
 */
export type ConnectFailure = GraphQLFailure;

/** A failed Connect call (see {@link GraphQLCallError} for its fields). */
export class ConnectError extends GraphQLCallError {
  constructor(operation: string, failure: ConnectFailure, message: string, status?: number) {
    super("connect", operation, failure, message, status);
    this.name = "ConnectError";
  }
}

/** Most events one Discover call asks for. */
export const MAX_EVENT_COUNT = 50;

/**
 * Every document this site sends to the Connect API, by operation name. `connect.server.test.ts`
 * validates each against the sandbox SDL (`sandbox/connect/schema.graphql`).
 */
export const connectDocuments = {
  /** Upcoming community events, soonest first: `count` of them at most. */
  Discover: /* GraphQL */ `
    query Discover($count: Int!, $attendees: Int!) {
      discover(count: $count) {
        events {
          id title text isFeature currentUserStatus acceptedUsersCount conferenceLink
          startDate endDate public timezoneId
          acceptedUsers(first: $attendees) { id name avatarUrl }
          images { id url width height }
        }
      }
    }
  `,
} as const;

export type ConnectOperation = keyof typeof connectDocuments;

const discoverSchema = z.object({ discover: z.object({ events: z.array(communityEventSchema) }) });

const connectClient = graphqlClient({
  upstream: "connect",
  url: () => `${getEnv().CONNECT_API_URL.replace(/\/$/, "")}/graphql`,
  timeoutMs: () => getEnv().CONNECT_TIMEOUT_MS,
  maxAnswerBytes: MAX_ANSWER_BYTES.connect,
  error: (operation, failure, message, status) => new ConnectError(operation, failure, message, status),
});

/** Visitors' event lists are shared: fresh this long (ms)… */
const TTL_MS = 60_000;
/** …then served stale for at most this long (ms) while one background refresh runs. */
const SWR_MS = 300_000;

/**
 * The next community events (operation `Discover`, docs/product/learning-catalogue.md), soonest start first.
 *
 * @param count how many events at most; a whole number from 1 to {@link MAX_EVENT_COUNT}.
 * @param accessToken the member's access token, or null for a visitor. Visitors get public
 *   events only and share one cached list per `count` (fresh 60 s); a member's list carries
 *   their `currentUserStatus` and members-only events, and is never cached.
 * @returns events with at most {@link ATTENDEE_PREVIEW_COUNT} accepted users each; dates are
 *   ISO 8601 strings, so the result is plain JSON.
 * @throws {RangeError} when `count` is out of range.
 * @throws {ConnectError} when the Connect API fails, times out (`CONNECT_TIMEOUT_MS` ms) or answers unexpected data.
 */
export async function fetchCommunityEvents(count: number, accessToken: string | null): Promise<CommunityEvent[]> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_EVENT_COUNT) {
    throw new RangeError(`count must be a whole number from 1 to ${MAX_EVENT_COUNT}, got ${count}`);
  }
  const variables = { count, attendees: ATTENDEE_PREVIEW_COUNT };
  const read = () => connectClient({ operation: "Discover", document: connectDocuments.Discover, variables, schema: discoverSchema, accessToken });
  const data = accessToken ? await read() : await cached({ key: `connect:Discover:${count}`, ttl: TTL_MS, swr: SWR_MS, getFreshValue: read });
  // Soonest first, whatever order upstream used.
  return [...data.discover.events].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
}
