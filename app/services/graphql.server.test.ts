import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

// Read once by getEnv() in this file's module graph: failure memory on, briefly.
process.env.UPSTREAM_FAILURE_MEMORY_MS = "300";
const { GraphQLCallError, graphqlClient } = await import("./graphql.server");
const { resetUpstreamMemory } = await import("./upstream.server");

const URL = "https://graphql.example/graph";
const TIMEOUT_MS = 150;
const MAX_BYTES = 2_000;

class TestError extends GraphQLCallError {
  constructor(operation: string, failure: ConstructorParameters<typeof GraphQLCallError>[2], message: string, status?: number) {
    super("connect", operation, failure, message, status);
    this.name = "TestError";
  }
}

const request = graphqlClient({
  upstream: "connect",
  url: () => URL,
  timeoutMs: () => TIMEOUT_MS,
  maxAnswerBytes: MAX_BYTES,
  headers: () => ({ "x-canary": "blue" }),
  error: (operation, failure, message, status) => new TestError(operation, failure, message, status),
});

const greeting = z.object({ greeting: z.string() });
const call = (operation = "Greeting", accessToken?: string) =>
  request({ operation, document: `query ${operation}($name: String) { greeting(name: $name) }`, variables: { name: "Ada" }, schema: greeting, accessToken });

/** The upstream's answer for the next calls, and how many calls reached it. */
let calls = 0;
function answer(respond: (request: Request) => Response | Promise<Response>) {
  server.use(
    http.post(URL, ({ request }) => {
      calls += 1;
      return respond(request);
    }),
  );
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  resetUpstreamMemory();
  calls = 0;
});
afterAll(() => server.close());

async function failureOf(promise: Promise<unknown>): Promise<InstanceType<typeof TestError>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TestError);
  return error as InstanceType<typeof TestError>;
}

describe("graphqlClient", () => {
  it("posts the document and variables with the endpoint's headers and the bearer token, and returns the parsed data", async () => {
    let sent: { body: unknown; authorization: string | null; canary: string | null } | undefined;
    answer(async (req) => {
      sent = { body: await req.json(), authorization: req.headers.get("authorization"), canary: req.headers.get("x-canary") };
      return HttpResponse.json({ data: { greeting: "Hello, Ada" } });
    });
    expect(await call("Greeting", "token-1")).toEqual({ greeting: "Hello, Ada" });
    expect(sent).toMatchObject({ body: { variables: { name: "Ada" } }, authorization: "Bearer token-1", canary: "blue" });
    expect(JSON.stringify(sent?.body)).toContain("query Greeting");
  });

  it("sends no authorization header without a token", async () => {
    let authorization: string | null = "unset";
    answer((req) => {
      authorization = req.headers.get("authorization");
      return HttpResponse.json({ data: { greeting: "Hello" } });
    });
    await call("Greeting");
    expect(authorization).toBeNull();
  });

  it("fails as a timeout at the deadline (ms), without waiting for a slow answer", async () => {
    answer(async () => {
      await delay(2_000);
      return HttpResponse.json({ data: { greeting: "late" } });
    });
    const started = Date.now();
    const error = await failureOf(call());
    expect(error.failure).toBe("timeout");
    expect(error.message).toBe(`connect Greeting: no answer within ${TIMEOUT_MS} ms`);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("refuses an answer whose declared size is over the ceiling (bytes)", async () => {
    answer(() => new Response(JSON.stringify({ data: { greeting: "x".repeat(MAX_BYTES) } }), { headers: { "content-type": "application/json" } }));
    const error = await failureOf(call());
    expect(error.failure).toBe("network");
    expect(error.message).toContain(`larger than ${MAX_BYTES} bytes`);
  });

  it("refuses a streamed answer once it passes the ceiling, without a declared size", async () => {
    const chunk = new TextEncoder().encode(`{"data":{"greeting":"${"x".repeat(MAX_BYTES)}"}}`);
    answer(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(chunk);
              controller.close();
            },
          }),
          { headers: { "content-type": "application/json" } },
        ),
    );
    const error = await failureOf(call());
    expect(error.failure).toBe("network");
    expect(error.message).toContain(`larger than ${MAX_BYTES} bytes`);
  });

  it("reports GraphQL errors in a 200 answer with their messages", async () => {
    answer(() => HttpResponse.json({ data: null, errors: [{ message: "name is too long" }, { message: "try later" }] }));
    const error = await failureOf(call());
    expect(error.failure).toBe("graphql");
    expect(error.message).toBe("connect Greeting: name is too long; try later");
  });

  it("reports a 401, or an UNAUTHENTICATED error code, as unauthenticated", async () => {
    answer(() => HttpResponse.json({ errors: [{ message: "expired" }] }, { status: 401 }));
    expect(await failureOf(call())).toMatchObject({ failure: "unauthenticated", status: 401 });
    answer(() => HttpResponse.json({ data: null, errors: [{ message: "who are you", extensions: { code: "UNAUTHENTICATED" } }] }));
    expect(await failureOf(call())).toMatchObject({ failure: "unauthenticated", status: 200 });
  });

  it("reports a 4xx or 5xx answer as an HTTP failure with its status", async () => {
    answer(() => HttpResponse.text("upstream down", { status: 500 }));
    expect(await failureOf(call("Down"))).toMatchObject({ failure: "http", status: 500, message: "connect Down: HTTP 500" });
    answer(() => HttpResponse.json({ errors: [{ message: "bad document" }] }, { status: 400 }));
    expect(await failureOf(call("Bad"))).toMatchObject({ failure: "http", status: 400 });
  });

  it("rejects data that does not match the caller's schema, naming the path", async () => {
    answer(() => HttpResponse.json({ data: { greeting: 42 } }));
    const error = await failureOf(call());
    expect(error.failure).toBe("parse");
    expect(error.message).toContain("greeting: Expected string");
  });

  it("remembers an outage of one operation: its next call fails at once without reaching the upstream, others still go", async () => {
    answer(() => HttpResponse.text("upstream down", { status: 503 }));
    await failureOf(call("Flaky"));
    expect(calls).toBe(1);
    const remembered = await failureOf(call("Flaky"));
    expect(remembered.failure).toBe("network");
    expect(remembered.message).toContain("failed moments ago");
    expect(calls).toBe(1);

    answer(() => HttpResponse.json({ data: { greeting: "Hello" } }));
    await expect(call("Other")).resolves.toEqual({ greeting: "Hello" });
    expect(calls).toBe(2);
  });

  it("does not remember a refusal (4xx) or GraphQL errors as an outage", async () => {
    answer(() => HttpResponse.json({ errors: [{ message: "bad document" }] }, { status: 400 }));
    await failureOf(call("Refused"));
    await failureOf(call("Refused"));
    answer(() => HttpResponse.json({ data: null, errors: [{ message: "no" }] }));
    await failureOf(call("Refused"));
    expect(calls).toBe(3);
  });
});
