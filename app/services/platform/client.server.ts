import type { z } from "zod";
import { getEnv } from "~/env.server";
import { MAX_ANSWER_BYTES } from "../bounded-fetch.server";
import { GraphQLCallError, graphqlClient, type GraphQLFailure } from "../graphql.server";
import { platformDocuments, type PlatformOperation } from "./documents";

/**
 * The one door to the platform GraphQL API (POST `{PLATFORM_URL}/graph`), through the site's
 * GraphQL client (`../graphql.server.ts`: deadline, answer ceiling, failure memory, error kinds).
 * It adds the member's bearer token when there is one (docs/product/members-and-sessions.md: some
 * calls are unauthenticated), the canary-routing header `x-canary: blue` when `BLUE_PLATFORM` is
 * set, a deadline of `PLATFORM_TIMEOUT_MS` ms, and answers of at most `MAX_ANSWER_BYTES.platform`
 * bytes. Every failure becomes one {@link PlatformError}; callers decide whether the visitor sees it.
 */
export type PlatformFailure = GraphQLFailure;

/** A failed platform call (see {@link GraphQLCallError} for its fields). */
export class PlatformError extends GraphQLCallError {
  constructor(operation: string, failure: PlatformFailure, message: string, status?: number) {
    super("platform", operation, failure, message, status);
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

const platformClient = graphqlClient({
  upstream: "platform",
  url: () => `${getEnv().PLATFORM_URL.replace(/\/$/, "")}/graph`,
  timeoutMs: () => getEnv().PLATFORM_TIMEOUT_MS,
  maxAnswerBytes: MAX_ANSWER_BYTES.platform,
  headers: (): Record<string, string> => (getEnv().BLUE_PLATFORM ? { [CANARY_HEADER]: "blue" } : {}),
  error: (operation, failure, message, status) => new PlatformError(operation, failure, message, status),
});

/**
 * Sends one operation and returns its parsed `data`.
 * @throws {PlatformError} on timeout, network failure, HTTP error, GraphQL errors or a
 *   response that does not match `schema`.
 */
export function platformRequest<T>({ operation, variables, schema, accessToken }: PlatformCall<T>): Promise<T> {
  return platformClient({ operation, document: platformDocuments[operation], variables, schema, accessToken });
}
