import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAILING_LOCATION_IP, locationHandlers } from "../../sandbox/location/handler";
import { clearCache } from "./cache.server";
import { locateVisitor } from "./location.server";
import { getEnv } from "~/env.server";

const HOST = "https://location.brightpath.example";
process.env.LOCATION_API_URL = HOST;

let calls = 0;
const server = setupServer(...locationHandlers(HOST));
server.events.on("request:start", () => {
  calls += 1;
});
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  clearCache();
  calls = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("locateVisitor", () => {
  it("parses the lookup of a demo IP, codes upper-cased", async () => {
    await expect(locateVisitor("203.0.113.20")).resolves.toEqual({
      country: "Germany",
      iso_code: "DE",
      iso3_code: "DEU",
      state_name: "Berlin",
      city: "Berlin",
      ip: "203.0.113.20",
    });
  });

  it("caches per IP", async () => {
    await locateVisitor("203.0.113.30");
    await locateVisitor("203.0.113.30");
    expect(calls).toBe(1);
    await locateVisitor("203.0.113.40");
    expect(calls).toBe(2);
  });

  it("answers null without a call for a missing or malformed IP", async () => {
    await expect(locateVisitor(null)).resolves.toBeNull();
    await expect(locateVisitor("localhost; rm -rf /")).resolves.toBeNull();
    expect(calls).toBe(0);
  });

  it("answers null when the lookup fails, is unknown, malformed or slow", async () => {
    await expect(locateVisitor(FAILING_LOCATION_IP)).resolves.toBeNull();
    await expect(locateVisitor("192.0.2.1")).resolves.toBeNull();
    server.use(http.get(`${HOST}/locate`, () => HttpResponse.json({ country: "Nowhere", iso_code: "Nowhere", ip: "x" })));
    await expect(locateVisitor("192.0.2.2")).resolves.toBeNull();
  });

  it("answers null when the lookup is slower than its timeout", async () => {
    server.use(
      http.get(`${HOST}/locate`, async () => {
        await delay(getEnv().LOCATION_TIMEOUT_MS + 500);
        return HttpResponse.json({ iso_code: "US", ip: "192.0.2.3" });
      }),
    );
    const started = Date.now();
    await expect(locateVisitor("192.0.2.3")).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(getEnv().LOCATION_TIMEOUT_MS + 400);
  }, 10_000);
});
