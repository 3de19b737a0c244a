import { ClientError, GraphQLClient } from "graphql-request";
import type { z } from "zod";
import { getEnv } from "~/env.server";
import { timeUpstream } from "../request-store.server";
import { guardUpstream, UpstreamTimeoutError } from "../upstream.server";
import { boundedFetch, MAX_ANSWER_BYTES } from "../bounded-fetch.server";
import { platformDocuments, type PlatformOperation } from "./documents";

/**
 * The one door to the platform GraphQL API (POST `{PLATFORM_URL}/graph`), through
 * `graphql-request`. It adds the member's bearer token when there is one (docs/product/members-and-sessions.md: some
 * calls are unauthenticated), the canary-routing header `x-canary: blue` when
 * `BLUE_PLATFORM` is set, a timeout (`PLATFORM_TIMEOUT_MS`), and parses `data` with zod.
 * Every failure becomes one {@link PlatformError}; callers decide whether the visitor sees it.
 */
export type PlatformFailure = "timeout" | "network" | "http" | "graphql" | "unauthenticated" | "parse";

export class PlatformError extends Error {
  constructor(
    readonly operation: string,
    readonly failure: PlatformFailure,
    message: string,
    readonly status?: number,
  ) {
    super(`platform ${operation}: ${message}`);
    this.name = "PlatformError";
  }
}

export const CANARY_HEADER = "x-canary";

export interface PlatformCall<T> {
  /** Which document of `platformDocuments` to send. */
  operation: PlatformOperation;
  variables?: Record<string, unknown>;
  /** Parses the response's `data`. */
  schema: z.ZodType<T>;
  /** The member's access token; omitted for unauthenticated calls. */
  accessToken?: string | null;
}

function headersFor(accessToken: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (getEnv().BLUE_PLATFORM) headers[CANARY_HEADER] = "blue";
  return headers;
}

const platformFetch = boundedFetch(MAX_ANSWER_BYTES.platform);

/** Whether a failed call is the platform's fault (no answer, 429, 5xx), remembered briefly. */
function isOutage(error: unknown): boolean {
  return !(error instanceof ClientError) || error.response.status === 429 || error.response.status >= 500;
}

function classify(operation: string, error: unknown): PlatformError {
  if (error instanceof PlatformError) return error;
  if (error instanceof ClientError) {
    const status = error.response.status;
    const code = error.response.errors?.[0]?.extensions?.code;
    if (status === 401 || code === "UNAUTHENTICATED") return new PlatformError(operation, "unauthenticated", "not authenticated", status);
    if (status >= 400 && status !== 200) return new PlatformError(operation, "http", `HTTP ${status}`, status);
    return new PlatformError(operation, "graphql", error.response.errors?.map((e) => e.message).join("; ") ?? "GraphQL error", status);
  }
  if (error instanceof UpstreamTimeoutError || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))) {
    return new PlatformError(operation, "timeout", `no answer within ${getEnv().PLATFORM_TIMEOUT_MS} ms`);
  }
  return new PlatformError(operation, "network", error instanceof Error ? error.message : String(error));
}

/**
 * Sends one operation and returns its parsed `data`.
 * @throws {PlatformError} on timeout, network failure, HTTP error, GraphQL errors or a
 *   response that does not match `schema`.
 */
export async function platformRequest<T>({ operation, variables, schema, accessToken }: PlatformCall<T>): Promise<T> {
  const env = getEnv();
  const document = platformDocuments[operation];
  const client = new GraphQLClient(`${env.PLATFORM_URL.replace(/\/$/, "")}/graph`, { headers: headersFor(accessToken), fetch: platformFetch });
  const data = await timeUpstream(`platform:${operation}`, () =>
    guardUpstream(`platform:${operation}`, () => client.request<unknown>({ document, variables, signal: AbortSignal.timeout(env.PLATFORM_TIMEOUT_MS) }), {
      timeoutMs: env.PLATFORM_TIMEOUT_MS + 100,
      isFailure: isOutage,
    }),
  ).catch((error: unknown) => {
    throw classify(operation, error);
  });
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new PlatformError(
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
