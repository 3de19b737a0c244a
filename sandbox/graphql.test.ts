import { buildSchema } from "graphql";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphqlHandler, invalidTokenResponse, requestLog } from "./graphql";

const URL = "https://sandbox-graphql.example/graph";
const schema = buildSchema("type Query { greeting(name: String!): String! }");

const server = setupServer(
  graphqlHandler({
    url: URL,
    schema: () => schema,
    rootValue: { greeting: ({ name }: { name: string }, context: { salutation: string }) => `${context.salutation}, ${name}` },
    context: (request) => (request.headers.get("authorization") === "Bearer bad" ? invalidTokenResponse() : { salutation: "Hello" }),
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(URL, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("graphqlHandler", () => {
  it("executes the document against the schema with the context's value", async () => {
    const response = await post({ query: "query Hi($name: String!) { greeting(name: $name) }", variables: { name: "Ada" }, operationName: "Hi" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { greeting: "Hello, Ada" } });
  });

  it("answers 400 with errors for a body that is not a GraphQL request", async () => {
    const response = await post({ variables: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: "Body must be a GraphQL request." }] });
  });

  it("answers 400 with errors and no data for a document the schema rejects", async () => {
    const response = await post({ query: 'query Bad { greeting(name: "Ada") nope }' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty("data");
    expect(JSON.stringify(body.errors)).toContain("nope");
  });

  it("answers what the context returns instead of executing, e.g. 401 for a bad token", async () => {
    const response = await post({ query: '{ greeting(name: "Ada") }' }, { authorization: "Bearer bad" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ errors: [{ message: "Invalid or expired token.", extensions: { code: "UNAUTHENTICATED" } }] });
  });
});

describe("requestLog", () => {
  it("keeps the last entries, oldest first", () => {
    const log = requestLog<number>(3);
    for (const n of [1, 2, 3, 4, 5]) log.record(n);
    expect(log.entries()).toEqual([3, 4, 5]);
  });
});
