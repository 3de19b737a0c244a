import { ClientError, GraphQLClient } from "graphql-request";
import { z } from "zod";
import { getEnv } from "~/env.server";
import { ATTENDEE_PREVIEW_COUNT, communityEventSchema, type CommunityEvent } from "./connect-entities";
import { cached } from "./cache.server";
import { timeUpstream } from "./request-store.server";
import { guardUpstream, UpstreamTimeoutError } from "./upstream.server";
import { boundedFetch, MAX_ANSWER_BYTES } from "./bounded-fetch.server";

const connectFetch = boundedFetch(MAX_ANSWER_BYTES.connect);

/**
 * The Connect API, home of community events (docs/product/learning-catalogue.md: POST
 * `{CONNECT_API_URL}/graphql`, operation `Discover` with a count, bearer header), through
 * `graphql-request` like the platform client (`platform/client.server.ts`): the member's
 * bearer token when there is one, a timeout of its own
 * (`CONNECT_TIMEOUT_MS`, not the platform's), zod parsing of `data`, and one {@link ConnectError} for every failure. Callers
 * decide whether the visitor sees it (docs/product/failures-and-limits.md: for this data fetch, errors are swallowed).
 */
export type ConnectFailure = "timeout" | "network" | "http" | "graphql" | "unauthenticated" | "parse";

export class ConnectError extends Error {
  constructor(
    readonly operation: string,
    readonly failure: ConnectFailure,
    message: string,
    readonly status?: number,
  ) {
    super(`connect ${operation}: ${message}`);
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

function classify(operation: string, error: unknown): ConnectError {
  if (error instanceof ConnectError) return error;
  if (error instanceof ClientError) {
    const status = error.response.status;
    const code = error.response.errors?.[0]?.extensions?.code;
    if (status === 401 || code === "UNAUTHENTICATED") return new ConnectError(operation, "unauthenticated", "not authenticated", status);
    if (status >= 400) return new ConnectError(operation, "http", `HTTP ${status}`, status);
    return new ConnectError(operation, "graphql", error.response.errors?.map((e) => e.message).join("; ") ?? "GraphQL error", status);
  }
  if (error instanceof UpstreamTimeoutError || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))) {
    return new ConnectError(operation, "timeout", `no answer within ${getEnv().CONNECT_TIMEOUT_MS} ms`);
  }
  return new ConnectError(operation, "network", error instanceof Error ? error.message : String(error));
}

/**
 * Sends one operation to the Connect API and returns its parsed `data`.
 * @throws {ConnectError} on timeout, network failure, HTTP error, GraphQL errors or a
 *   response that does not match `schema`.
 */
async function connectRequest<T>(
  operation: ConnectOperation,
  variables: Record<string, unknown>,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  accessToken: string | null,
): Promise<T> {
  const env = getEnv();
  const headers: Record<string, string> = accessToken ? { authorization: `Bearer ${accessToken}` } : {};
  const client = new GraphQLClient(`${env.CONNECT_API_URL.replace(/\/$/, "")}/graphql`, { headers, fetch: connectFetch });
  const data = await timeUpstream(`connect:${operation}`, () =>
    guardUpstream(
      `connect:${operation}`,
      () => client.request<unknown>({ document: connectDocuments[operation], variables, signal: AbortSignal.timeout(env.CONNECT_TIMEOUT_MS) }),
      {
        timeoutMs: env.CONNECT_TIMEOUT_MS + 100,
        isFailure: (error) => !(error instanceof ClientError) || error.response.status === 429 || error.response.status >= 500,
      },
    ),
  ).catch((error: unknown) => {
    throw classify(operation, error);
  });
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ConnectError(
      operation,
      "parse",
      parsed.error.issues
        .map((i) => `${i.path.join(".")}: ${i.message}`)
        .slice(0, 5)
        .join("; "),
    );
  }
  return parsed.data;
}

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
  const read = () => connectRequest("Discover", variables, discoverSchema, accessToken);
  const data = accessToken ? await read() : await cached({ key: `connect:Discover:${count}`, ttl: TTL_MS, swr: SWR_MS, getFreshValue: read });
  // Soonest first, whatever order upstream used.
  return [...data.discover.events].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
}
