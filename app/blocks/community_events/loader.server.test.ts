import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectHandlers } from "../../../sandbox/connect/handler";
import { sandboxAccessToken } from "../../../sandbox/auth0";
import type { BlokBase } from "../types";
import { communityEventsServer } from "./loader.server";

// Read once by getEnv() in this file's module graph.
process.env.CONNECT_API_URL = "https://connect.brightpath.example";

const server = setupServer(...connectHandlers("https://connect.brightpath.example"));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const context = (accessToken: string | null) => ({ request: new Request("https://www.brightpath.example/"), lang: "en" as const, preview: false, accessToken, timeZone: "UTC" });
const blok = { _uid: "ce1", component: "community_events", count: "2" } as BlokBase;

describe("community_events loader", () => {
  it("loads `count` events as plain JSON", async () => {
    const data = await communityEventsServer.loader?.(blok, context(null));
    expect((data as { events: unknown[] }).events).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("passes the member's token on", async () => {
    const data = (await communityEventsServer.loader?.({ ...blok, count: "12" } as BlokBase, context(sandboxAccessToken("auth0|sandbox-coaching")))) as {
      events: { id: string; currentUserStatus: string | null }[];
    };
    expect(data.events.find((e) => e.id === "sunday-reset-circle")?.currentUserStatus).toBe("accepted");
  });
});
