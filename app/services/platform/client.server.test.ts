import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { platformHandlers, platformRequests } from "../../../sandbox/platform/handler";
import { sandboxAccessToken } from "../../../sandbox/auth0";
import { PlatformError, platformRequest } from "./client.server";
import { fetchUserProfile } from "./profile.server";

// Read once by getEnv() in this file's module graph.
process.env.BLUE_PLATFORM = "true";
process.env.PLATFORM_TIMEOUT_MS = "200";
const PLATFORM = "https://platform.brightpath.example";

const server = setupServer(...platformHandlers(PLATFORM));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const growthAreas = z.object({ growthAreas: z.array(z.object({ id: z.string(), name: z.string() })) });

async function failureOf(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe("platformRequest", () => {
  it("sends the operation with the canary header, unauthenticated without a token", async () => {
    const data = await platformRequest({ operation: "GrowthAreas", schema: growthAreas });
    expect(data.growthAreas).toHaveLength(8);
    expect(platformRequests().at(-1)).toEqual({ operationName: "GrowthAreas", authenticated: false, canary: "blue" });
  });

  it("reports an expired or forged token as unauthenticated", async () => {
    const error = await failureOf(platformRequest({ operation: "GrowthAreas", schema: growthAreas, accessToken: "forged.token.x" }));
    expect(error.failure).toBe("unauthenticated");
  });

  it("gives up after its own deadline, PLATFORM_TIMEOUT_MS", async () => {
    server.use(
      http.post(`${PLATFORM}/graph`, async () => {
        await delay(1_000);
        return HttpResponse.json({ data: { growthAreas: [] } });
      }),
    );
    const error = await failureOf(platformRequest({ operation: "GrowthAreas", schema: growthAreas }));
    expect(error.failure).toBe("timeout");
    expect(error.message).toBe("platform GrowthAreas: no answer within 200 ms");
  });
});

describe("fetchUserProfile", () => {
  it("loads each demo member's profile and level with their bearer token", async () => {
    const coaching = await fetchUserProfile(sandboxAccessToken("auth0|sandbox-coaching"));
    expect(coaching?.firstName).toBe("Aiko");
    expect(coaching?.userLevel).toEqual({ level: 3, name: "All Access Coaching" });
    expect(coaching?.growthAreaRatings.length).toBe(8);
    const free = await fetchUserProfile(sandboxAccessToken("auth0|sandbox-free"));
    expect(free?.userLevel.name).toBe("Free");
    expect(free?.scores.assessment).toBeNull();
    expect(platformRequests().at(-1)).toMatchObject({ operationName: "MemberProfile", authenticated: true });
  });

  it("answers null, not an error, when the platform fails", async () => {
    server.use(http.post(`${PLATFORM}/graph`, () => HttpResponse.text("down", { status: 503 })));
    expect(await fetchUserProfile(sandboxAccessToken("auth0|sandbox-membership", "other-jti"))).toBeNull();
  });
});
