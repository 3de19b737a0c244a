import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformHandlers } from "../../sandbox/platform/handler";
import { sandboxAccessToken } from "../../sandbox/auth0";
import { action, loader } from "~/routes/storyblok-api.lifebook-recommendations";
import type { Quest } from "~/services/platform/entities";

/**
 * `POST /storyblok-api/lifebook-recommendations` against the sandbox platform: every status
 * it can answer (200, 400, 401, 405, 502) and the rules of docs/product/learning-catalogue.md on the quests it returns.
 */
process.env.PLATFORM_TIMEOUT_MS = "300";
const server = setupServer(...platformHandlers("https://platform.brightpath.example"));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const URL_ = "https://www.brightpath.example/storyblok-api/lifebook-recommendations";
const member = () => `Bearer ${sandboxAccessToken("auth0|sandbox-membership")}`;

async function post(body: string, authorization: string | null = member(), contentType = "application/json") {
  const headers = new Headers({ "Content-Type": contentType });
  if (authorization !== null) headers.set("Authorization", authorization);
  const response = await action({ request: new Request(URL_, { method: "POST", headers, body }), params: {}, context: { cspNonce: "" } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

describe("lifebook-recommendations", () => {
  it("answers the member's quests as a JSON list: English, one per first outcome, at most 3", async () => {
    const { status, body, headers } = await post(JSON.stringify({ outcomeIds: ["out-focus-deep-work", "out-calm-stress-relief", "out-body-restful-sleep"] }));
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    const quests = body as Quest[];
    expect(Array.isArray(quests)).toBe(true);
    expect(quests).toHaveLength(3);
    expect(quests.every((q) => q.language === "en")).toBe(true);
    // One quest per chosen outcome: the first chosen outcome each is tagged with differs.
    const chosen = ["out-focus-deep-work", "out-calm-stress-relief", "out-body-restful-sleep"];
    const firstChosen = quests.map((q) => q.outcomes.find((o) => chosen.includes(o.id))?.id);
    expect(new Set(firstChosen).size).toBe(3);
  });

  it("honours a smaller limit", async () => {
    const { status, body } = await post(JSON.stringify({ outcomeIds: ["out-calm-stress-relief"], limit: 1 }));
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
  });

  it("never lists a Spanish quest even for outcomes only it shares", async () => {
    const { body } = await post(JSON.stringify({ outcomeIds: ["out-focus-energy-planning", "out-focus-deep-work", "out-focus-follow-through"] }));
    expect((body as Quest[]).map((q) => q.slug)).not.toContain("enfoque-sin-prisa");
  });

  it.each([
    ["no header", null],
    ["another scheme", "Basic dXNlcjpwYXNz"],
    ["an empty bearer", "Bearer "],
    ["garbage", "Bearer a b c"],
  ])("401 with %s", async (_name, authorization) => {
    const { status, body, headers } = await post(JSON.stringify({ outcomeIds: ["out-calm-stress-relief"] }), authorization);
    expect(status).toBe(401);
    expect(headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    expect(body).toEqual({ error: expect.stringMatching(/Authorization: Bearer/) });
  });

  it("401 when the platform refuses the token (unknown or expired)", async () => {
    const { status, body } = await post(JSON.stringify({ outcomeIds: ["out-calm-stress-relief"] }), "Bearer not-a-real-token");
    expect(status).toBe(401);
    expect(body).toEqual({ error: "The access token was refused." });
  });

  it.each([
    ["bad JSON", "{not json", /not valid JSON/],
    ["no body", "", /not valid JSON/],
    ["a failing schema", JSON.stringify({ outcomeIds: [] }), /outcomeIds: must name at least one outcome/],
    ["too many outcomes", JSON.stringify({ outcomeIds: ["a", "b", "c", "d"] }), /at most 3/],
  ])("400 with a reason for %s", async (_name, body, reason) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.stringMatching(reason) });
  });

  it("413 for a body over its cap, 415 for a body that is not JSON", async () => {
    const big = await post(JSON.stringify({ outcomeIds: ["a".repeat(20_000)] }));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: expect.stringMatching(/larger than 10000 bytes/) });
    const form = await post("outcomeIds=a", member(), "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ error: expect.stringMatching(/application\/json/) });
  });

  it("502 with a reason when the platform fails or times out", async () => {
    const failed = await post(JSON.stringify({ outcomeIds: ["sandbox-fail-500"] }));
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ error: "The platform could not provide recommendations (http)." });
    const slow = await post(JSON.stringify({ outcomeIds: ["sandbox-fail-timeout"] }));
    expect(slow.status).toBe(502);
    expect(slow.body).toEqual({ error: "The platform could not provide recommendations (timeout)." });
  });

  it("405 for GET", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});
