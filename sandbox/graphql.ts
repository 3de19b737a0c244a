import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, graphql, type GraphQLSchema } from "graphql";
import { http, HttpResponse, type HttpHandler } from "msw";
import { z } from "zod";
import { onAssetOrigin } from "./asset-origin";

/**
 * What the sandbox's GraphQL upstreams (platform, Connect) share: a POST is parsed, executed for
 * real by graphql-js against the upstream's SDL, and answered the way most GraphQL servers do —
 * a body that is not a GraphQL request, or a document that does not parse or validate, gets
 * HTTP 400 with `errors` and no `data`, so a query the app sends that the upstream would reject
 * fails here too. Asset URLs in the answer point at the sandbox's asset origin.
 */
const bodySchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

/** A parsed GraphQL request body. */
export type GraphQLBody = z.infer<typeof bodySchema>;

/** An SDL file (path from the repository root), parsed on first use and then kept. */
export function sdlSchema(file: string): () => GraphQLSchema {
  let schema: GraphQLSchema | undefined;
  return () => (schema ??= buildSchema(readFileSync(path.resolve(process.cwd(), file), "utf8")));
}

/** A GraphQL error answer: `{ errors: [{ message, extensions: { code } }] }` with `status`. */
export function graphqlErrorResponse(status: number, message: string, code?: string): Response {
  return HttpResponse.json({ errors: [{ message, ...(code ? { extensions: { code } } : {}) }] }, { status });
}

export interface SandboxGraphQL<C> {
  /** The endpoint's full URL, e.g. `{PLATFORM_URL}/graph`. */
  url: string;
  schema: () => GraphQLSchema;
  /** Root resolvers; each gets `(args, context)`. */
  rootValue: Record<string, unknown>;
  /**
   * Runs before execution: records the request, injects faults, checks the bearer token.
   * Returns the context the resolvers get, or an answer that replaces execution (e.g. a 401).
   */
  context: (request: Request, body: GraphQLBody) => C | Response | Promise<C | Response>;
}

/** The MSW handler of one sandbox GraphQL endpoint. */
export function graphqlHandler<C>({ url, schema, rootValue, context }: SandboxGraphQL<C>): HttpHandler {
  return http.post(url, async ({ request }) => {
    const body = bodySchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return graphqlErrorResponse(400, "Body must be a GraphQL request.");
    const contextValue = await context(request, body.data);
    if (contextValue instanceof Response) return contextValue;
    const result = await graphql({
      schema: schema(),
      source: body.data.query,
      rootValue,
      contextValue,
      variableValues: body.data.variables ?? undefined,
      operationName: body.data.operationName ?? undefined,
    });
    const status = "data" in result ? 200 : 400;
    return HttpResponse.json(onAssetOrigin(JSON.parse(JSON.stringify(result)) as Record<string, unknown>), { status });
  });
}

/** The 401 both upstreams answer for a malformed or expired bearer token. */
export function invalidTokenResponse(): Response {
  return graphqlErrorResponse(401, "Invalid or expired token.", "UNAUTHENTICATED");
}

/** The last `limit` requests an endpoint saw, oldest first, for tests to inspect. */
export function requestLog<R>(limit = 200): { record: (entry: R) => void; entries: () => readonly R[] } {
  const entries: R[] = [];
  return {
    record(entry) {
      entries.push(entry);
      entries.splice(0, Math.max(0, entries.length - limit));
    },
    entries: () => entries,
  };
}
