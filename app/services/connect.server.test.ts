import { parse, validate } from "graphql";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectHandlers, connectRequests, connectSchema } from "../../sandbox/connect/handler";
import { sandboxAccessToken } from "../../sandbox/auth0";
import events from "../../sandbox/platform/fixtures/events.json";
import { clearCache } from "./cache.server";
import { ConnectError, connectDocuments, fetchCommunityEvents } from "./connect.server";

// Read once by getEnv() in this file's module graph.
process.env.CONNECT_TIMEOUT_MS = "200";
process.env.CONNECT_API_URL = "https://connect.brightpath.example";
const CONNECT = "https://connect.brightpath.example";

const server = setupServer(...connectHandlers(CONNECT));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => clearCache());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failureOf(promise: Promise<unknown>): Promise<ConnectError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConnectError);
  return error as ConnectError;
}

const startTimes = (list: readonly { startDate: string }[]) => list.map((e) => Date.parse(e.startDate));
const ascending = (values: readonly number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) <= v);

describe("Connect documents", () => {
  it.each(Object.entries(connectDocuments))("%s names its operation and validates against the SDL", (name, source) => {
    const document = parse(source);
    const operation = document.definitions.find((d) => d.kind === "OperationDefinition");
    expect(operation && "name" in operation ? operation.name?.value : undefined).toBe(name);
    expect(validate(connectSchema(), document).map((e) => e.message)).toEqual([]);
  });
});

describe("fetchCommunityEvents (operation Discover)", () => {
  it("gives visitors public events only, soonest first, with three attendees at most", async () => {
    const list = await fetchCommunityEvents(12, null);
    const publicIds = events.filter((e) => e.public).map((e) => e.id);
    expect(list.map((e) => e.id).sort()).toEqual([...publicIds].sort());
    expect(ascending(startTimes(list))).toBe(true);
    expect(list.every((e) => e.currentUserStatus === null)).toBe(true);
    expect(list.every((e) => e.acceptedUsers.length <= 3)).toBe(true);
    const featured = list.find((e) => e.id === "sunday-reset-circle");
    expect(featured).toMatchObject({ isFeature: true, acceptedUsersCount: 214, timezoneId: "Europe/London" });
    expect(featured?.acceptedUsers.map((u) => u.name)).toEqual(["Aiko Tanaka", "Priya Nair", "Tom Whitfield"]);
    expect(Date.parse(featured?.endDate ?? "") - Date.parse(featured?.startDate ?? "")).toBe(60 * 60_000);
    expect(connectRequests().at(-1)).toEqual({ operationName: "Discover", authenticated: false });
  });

  it("limits the list to count", async () => {
    expect(await fetchCommunityEvents(2, null)).toHaveLength(2);
  });

  it("shares visitors' lists through the cache", async () => {
    await fetchCommunityEvents(3, null);
    const requests = connectRequests().length;
    await fetchCommunityEvents(3, null);
    expect(connectRequests().length).toBe(requests);
  });

  it("gives a member every event with their status, sending the bearer token", async () => {
    const list = await fetchCommunityEvents(12, sandboxAccessToken("auth0|sandbox-coaching"));
    expect(list).toHaveLength(events.length);
    expect(ascending(startTimes(list))).toBe(true);
    const status = Object.fromEntries(list.map((e) => [e.id, e.currentUserStatus]));
    // Aiko Tanaka (user-aiko-tanaka) accepted these two.
    expect(status["sunday-reset-circle"]).toBe("accepted");
    expect(status["screens-and-sleep-parents-evening"]).toBe("accepted");
    expect(status["deep-work-coworking-hour"]).toBe("invited");
    expect(status["morning-sit-restless-minds"]).toBeNull();
    expect(connectRequests().at(-1)).toEqual({ operationName: "Discover", authenticated: true });
  });

  it("reports a forged token as unauthenticated", async () => {
    const error = await failureOf(fetchCommunityEvents(4, "forged.token.x"));
    expect(error.failure).toBe("unauthenticated");
    expect(error.status).toBe(401);
  });

  it("gives up after its own deadline, CONNECT_TIMEOUT_MS", async () => {
    server.use(
      http.post(`${CONNECT}/graphql`, async () => {
        await delay(1_000);
        return HttpResponse.json({ data: { discover: { events: [] } } });
      }),
    );
    const error = await failureOf(fetchCommunityEvents(4, null));
    expect(error.failure).toBe("timeout");
    expect(error.message).toBe("connect Discover: no answer within 200 ms");
  });

  it("rejects data that does not match the expected shape", async () => {
    server.use(http.post(`${CONNECT}/graphql`, () => HttpResponse.json({ data: { discover: { events: [{ id: 1 }] } } })));
    const error = await failureOf(fetchCommunityEvents(4, null));
    expect(error.failure).toBe("parse");
  });

  it("drops unsafe conference links and unknown time zones instead of failing", async () => {
    const [row] = await fetchCommunityEvents(1, null);
    server.use(
      http.post(`${CONNECT}/graphql`, () =>
        HttpResponse.json({ data: { discover: { events: [{ ...row, conferenceLink: "javascript:alert(1)", timezoneId: "Mars/Base" }] } } }),
      ),
    );
    const [event] = await fetchCommunityEvents(1, sandboxAccessToken("auth0|sandbox-free"));
    expect(event).toMatchObject({ conferenceLink: null, timezoneId: "UTC" });
  });

  it("refuses a count out of range before calling", async () => {
    await expect(fetchCommunityEvents(0, null)).rejects.toThrow(RangeError);
    await expect(fetchCommunityEvents(2.5, null)).rejects.toThrow(RangeError);
  });
});
