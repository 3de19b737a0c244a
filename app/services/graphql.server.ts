import { ClientError, GraphQLClient } from "graphql-request";
import type { z } from "zod";
import { timeUpstream } from "./request-store.server";
import { guardUpstream, UpstreamTimeoutError, type Upstream } from "./upstream.server";
import { boundedFetch } from "./bounded-fetch.server";

/**
 * The one GraphQL client of the site, shared by the platform (`platform/client.server.ts`) and the
 * Connect API (`connect.server.ts`). Each upstream keeps its own URL, headers, deadline, answer
 * ceiling and typed error; this module gives every call the same handling
 * (docs/product/failures-and-limits.md):
 * - a deadline (ms): the request is aborted when it passes, and the call fails as `timeout`;
 * - a ceiling on the answer's size (bytes, {@link boundedFetch}): a larger answer fails as `network`;
 * - failure memory per operation (`<upstream>:<operation>`, {@link guardUpstream}): no answer, 429
 *   and 5xx count as the upstream's fault; 4xx and GraphQL errors do not;
 * - errors parsed into one failure kind, and `data` parsed with the caller's zod schema.
 */
export type GraphQLFailure = "timeout" | "network" | "http" | "graphql" | "unauthenticated" | "parse";

/**
 * A failed GraphQL call: which upstream and operation, what kind of failure, and the HTTP status
 * when there was an answer. Each upstream has its own subclass so callers can tell them apart.
 */
export class GraphQLCallError extends Error {
  constructor(
    readonly upstream: Upstream,
    readonly operation: string,
    readonly failure: GraphQLFailure,
    message: string,
    readonly status?: number,
  ) {
    super(`${upstream} ${operation}: ${message}`);
    this.name = "GraphQLCallError";
  }
}

/** What differs from one GraphQL upstream to the next. */
export interface GraphQLEndpoint<E extends GraphQLCallError> {
  /** Names the failure memory and the timing of each call (`<upstream>:<operation>`). */
  upstream: Upstream;
  /** The endpoint's URL, read at each call (the environment is read lazily). */
  url: () => string;
  /** Deadline of one call (ms), read at each call. */
  timeoutMs: () => number;
  /** Largest answer accepted (bytes). */
  maxAnswerBytes: number;
  /** Headers every call carries besides the bearer token (e.g. canary routing). */
  headers?: () => Record<string, string>;
  /** The upstream's typed error. */
  error: (operation: string, failure: GraphQLFailure, message: string, status?: number) => E;
}

/** One call: an operation's document, its variables, the schema of its `data`, and the member's token. */
export interface GraphQLCall<T> {
  /** Operation name, as the document names it. */
  operation: string;
  document: string;
  variables?: Record<string, unknown>;
  /** Parses the answer's `data`; owned by the caller. */
  schema: z.ZodType<T, z.ZodTypeDef, unknown>;
  /** The member's access token, sent as a bearer; omitted or null for unauthenticated calls. */
  accessToken?: string | null;
}

/** Whether a failed call is the upstream's fault (no answer, 429, 5xx), and so remembered briefly. */
function isOutage(error: unknown): boolean {
  return !(error instanceof ClientError) || error.response.status === 429 || error.response.status >= 500;
}

function classify<E extends GraphQLCallError>(endpoint: GraphQLEndpoint<E>, operation: string, timeoutMs: number, error: unknown): E {
  const fail = (failure: GraphQLFailure, message: string, status?: number) => endpoint.error(operation, failure, message, status);
  if (error instanceof ClientError) {
    const status = error.response.status;
    const code = error.response.errors?.[0]?.extensions?.code;
    if (status === 401 || code === "UNAUTHENTICATED") return fail("unauthenticated", "not authenticated", status);
    if (status >= 400) return fail("http", `HTTP ${status}`, status);
    return fail("graphql", error.response.errors?.map((e) => e.message).join("; ") ?? "GraphQL error", status);
  }
  if (error instanceof UpstreamTimeoutError || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))) {
    return fail("timeout", `no answer within ${timeoutMs} ms`);
  }
  return fail("network", error instanceof Error ? error.message : String(error));
}

/** The first few zod issues, path first, as one line. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join(".")}: ${i.message}`)
    .join("; ");
}

/**
 * A client for one GraphQL upstream: a function that sends one call and returns its parsed `data`.
 * @throws the endpoint's error (a {@link GraphQLCallError}) on timeout, network failure (including
 *   an answer over the ceiling, or an upstream remembered as failing), HTTP error, GraphQL errors
 *   or data that does not match the call's schema.
 */
export function graphqlClient<E extends GraphQLCallError>(endpoint: GraphQLEndpoint<E>): <T>(call: GraphQLCall<T>) => Promise<T> {
  const fetchBounded = boundedFetch(endpoint.maxAnswerBytes);
  return async ({ operation, document, variables, schema, accessToken }) => {
    const timeoutMs = endpoint.timeoutMs();
    const headers: Record<string, string> = { ...endpoint.headers?.() };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    const client = new GraphQLClient(endpoint.url(), { headers, fetch: fetchBounded });
    const key = `${endpoint.upstream}:${operation}` as const;
    const data = await timeUpstream(key, () =>
      guardUpstream(key, () => client.request<unknown>({ document, variables, signal: AbortSignal.timeout(timeoutMs) }), {
        // The abort signal settles the call at the deadline; the guard's own deadline is the backstop.
        timeoutMs: timeoutMs + 100,
        isFailure: isOutage,
      }),
    ).catch((error: unknown) => {
      throw classify(endpoint, operation, timeoutMs, error);
    });
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw endpoint.error(operation, "parse", describeIssues(parsed.error));
    return parsed.data;
  };
}
