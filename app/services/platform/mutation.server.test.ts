import { parse } from "graphql";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sandboxAccessToken } from "../../../sandbox/auth0";
import { platformRequests } from "../../../sandbox/platform/handler";
import { HTTP_500_EMAIL } from "../../../sandbox/platform/webinar-resolvers";
import { PlatformError } from "./client.server";
import { platformDocuments } from "./documents";
import {
  MUTATION_INPUT_REQUIRED,
  MUTATION_NAME_REQUIRED,
  messagesFor,
  mutationOperation,
  platformMutation,
  platformMutationUnauthenticated,
} from "./mutation.server";
import { SANDBOX_PLATFORM, setupSandboxPlatform } from "../../../tests/unit/sandbox-platform";

/** The v2 mutation helper (docs/product/affiliates.md) against the sandbox platform. */
const PLATFORM = SANDBOX_PLATFORM;
const server = setupSandboxPlatform({ timeoutMs: 500 });

const TOMAS = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02";
const registration = (overrides: Record<string, unknown> = {}) => ({
  webinarId: "web-three-breath-reset-1",
  name: "Priya Raman",
  email: "priya.raman@example.com",
  phone: "+447911123456",
  timeslot: new Date(Date.now() + 86_400_000).toISOString(),
  timeZone: "Europe/London",
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

describe("validation (exact messages)", () => {
  it.each([[""], ["   "], [undefined], [null], [42], [{}], [["registerAttendee"]]])("mutation name %j", async (mutationName) => {
    const error = await rejection(platformMutation({ mutationName: mutationName as never, input: { uuid: TOMAS, status: "joined" } }));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("mutationName is required and must be a non-empty string");
    expect(MUTATION_NAME_REQUIRED).toBe("mutationName is required and must be a non-empty string");
  });

  it.each([[undefined], [null]])("missing input %j", async (input) => {
    const error = await rejection(platformMutation({ mutationName: "updateAttendeeStatus", input: input as never }));
    expect((error as Error).message).toBe("input is required for GraphQL mutation");
    expect(MUTATION_INPUT_REQUIRED).toBe("input is required for GraphQL mutation");
  });

  it("the name is checked before the input", async () => {
    const error = await rejection(platformMutation({ mutationName: "", input: undefined as never }));
    expect((error as Error).message).toBe(MUTATION_NAME_REQUIRED);
  });

  it("sends nothing for either mistake", async () => {
    const before = platformRequests().length;
    await rejection(platformMutation({ mutationName: "", input: {} }));
    await rejection(platformMutation({ mutationName: "registerAttendee", input: undefined as never }));
    expect(platformRequests().length).toBe(before);
  });

  it("sends only registered mutation documents", async () => {
    const error = await rejection(platformMutation({ mutationName: "dropAllTables", input: {} }));
    expect((error as Error).message).toContain('unknown platform mutation "dropAllTables"');
    expect(mutationOperation("registerAttendee")).toBe("RegisterAttendee");
    expect(mutationOperation("growthAreas")).toBeNull(); // a query document is not a mutation
    expect(mutationOperation("constructor")).toBeNull();
  });

  it("every registered mutation selects the v2 payload for its own root field", () => {
    const mutations = Object.entries(platformDocuments).filter(([, source]) => /^\s*mutation\s/.test(source));
    expect(mutations.length).toBeGreaterThanOrEqual(3);
    for (const [operation, source] of mutations) {
      const field = `${operation.charAt(0).toLowerCase()}${operation.slice(1)}`;
      expect(mutationOperation(field)).toBe(operation);
      expect(parse(source).definitions.some((d) => d.kind === "FragmentDefinition" && d.name.value === "MutationPayloadFields")).toBe(true);
    }
  });
});

describe("sending mutations", () => {
  it("a successful mutation answers successful, no messages and the result uuid", async () => {
    const outcome = await platformMutation({ mutationName: "registerAttendee", input: registration() });
    expect(outcome.successful).toBe(true);
    expect(outcome.messages).toEqual([]);
    expect(outcome.result?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(platformRequests().at(-1)).toMatchObject({ operationName: "RegisterAttendee", authenticated: false });
  });

  it("a failed mutation answers successful false with messages at their fields", async () => {
    const outcome = await platformMutation({ mutationName: "registerAttendee", input: registration({ email: "not-an-email", phone: "+1555" }) });
    expect(outcome).toEqual({
      successful: false,
      messages: [
        { field: "email", message: "Email address is not valid.", code: "invalid" },
        { field: "phone", message: "Phone number is not valid.", code: "invalid" },
      ],
      result: null,
    });
    expect(messagesFor(outcome, "email")).toEqual(["Email address is not valid."]);
    expect(messagesFor(outcome, null)).toEqual([]);
  });

  it("carries the member's bearer token", async () => {
    await platformMutation({
      mutationName: "updateAttendeeStatus",
      input: { uuid: TOMAS, status: "joined" },
      accessToken: sandboxAccessToken("auth0|sandbox-free"),
    });
    expect(platformRequests().at(-1)).toMatchObject({ operationName: "UpdateAttendeeStatus", authenticated: true });
  });

  it("the unauthenticated variant sends no Authorization header even with a token", async () => {
    let authorization: string | null = "unset";
    server.events.on("request:start", ({ request }) => {
      authorization = request.headers.get("authorization");
    });
    const outcome = await platformMutationUnauthenticated({
      mutationName: "updateAttendeeStatus",
      input: { uuid: TOMAS, status: "joined" },
      accessToken: sandboxAccessToken("auth0|sandbox-coaching"),
    });
    server.events.removeAllListeners();
    expect(outcome.successful).toBe(true);
    expect(authorization).toBeNull();
    expect(platformRequests().at(-1)).toMatchObject({ operationName: "UpdateAttendeeStatus", authenticated: false });
  });

  it("parses a custom result with the given schema", async () => {
    const outcome = await platformMutation({
      mutationName: "updateAttendeeStatus",
      input: { uuid: TOMAS, status: "completed" },
      schema: z.object({ uuid: z.string().uuid() }),
    });
    expect(outcome.result).toEqual({ uuid: TOMAS });
  });

  it("treats missing messages and result as empty", async () => {
    server.use(http.post(`${PLATFORM}/graph`, () => HttpResponse.json({ data: { updateAttendeeStatus: { successful: true, messages: null, result: null } } })));
    expect(await platformMutation({ mutationName: "updateAttendeeStatus", input: { uuid: TOMAS, status: "joined" } })).toEqual({
      successful: true,
      messages: [],
      result: null,
    });
  });

  it("an answer of the wrong shape is a parse failure", async () => {
    server.use(http.post(`${PLATFORM}/graph`, () => HttpResponse.json({ data: { updateAttendeeStatus: { ok: "yes" } } })));
    const error = await rejection(platformMutation({ mutationName: "updateAttendeeStatus", input: { uuid: TOMAS, status: "joined" } }));
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).failure).toBe("parse");
  });

  it("an HTTP 500 is a platform failure, not an outcome", async () => {
    const error = await rejection(platformMutation({ mutationName: "registerAttendee", input: registration({ email: HTTP_500_EMAIL }) }));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ failure: "http", status: 500 });
  });
});
