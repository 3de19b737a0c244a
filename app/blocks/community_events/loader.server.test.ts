import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectHandlers } from "../../../sandbox/connect/handler";
import { sandboxAccessToken } from "../../../sandbox/auth0";
import { formatEventWhen } from "./events";
import loader from "./loader.server";
import { schema } from "./schema";

// Read once by getEnv() in this file's module graph.
process.env.CONNECT_API_URL = "https://connect.brightpath.example";

const server = setupServer(...connectHandlers("https://connect.brightpath.example"));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const context = (accessToken: string | null) => ({
  request: new Request("https://www.brightpath.example/"),
  lang: "en" as const,
  preview: false,
  accessToken,
  timeZone: "UTC",
  slug: "gallery/blocks",
  template: false,
});
const raw = { _uid: "ce1", component: "community_events", count: "2" };
const parsed = (fields: Record<string, unknown>) => ({ _uid: "ce1", component: "community_events", ...schema.parse(fields) });

describe("community_events loader", () => {
  it("loads `count` events as plain JSON", async () => {
    const data = await loader.load(parsed(raw), context(null));
    expect((data as { events: unknown[] }).events).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("formats each event's times in its own zone, and its count, in the page language", async () => {
    const data = await loader.load(parsed({ ...raw, count: "12" }), { ...context(null), lang: "de" });
    const sunday = data.events.find((e) => e.id === "sunday-reset-circle");
    expect(sunday?.timezoneId).toBeTruthy();
    expect(sunday?.when).toEqual(formatEventWhen(sunday!.startDate, sunday!.endDate, sunday!.timezoneId, "de"));
    expect(sunday?.when.start).toMatch(/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), /);
    expect(sunday?.going).toBe(new Intl.NumberFormat("de").format(sunday!.acceptedUsersCount));
  });

  it("passes the member's token on", async () => {
    const data = (await loader.load(parsed({ ...raw, count: "12" }), context(sandboxAccessToken("auth0|sandbox-coaching")))) as {
      events: { id: string; currentUserStatus: string | null }[];
    };
    expect(data.events.find((e) => e.id === "sunday-reset-circle")?.currentUserStatus).toBe("accepted");
  });
});
