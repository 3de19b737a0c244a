import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boundedFetch, ResponseTooLargeError } from "./bounded-fetch.server";

const server = setupServer(
  http.get("https://upstream.example/declared", () => new HttpResponse("x".repeat(2_000), { headers: { "Content-Length": "2000" } })),
  http.get("https://upstream.example/streamed", () => {
    const chunk = new TextEncoder().encode("y".repeat(500));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    return new HttpResponse(stream);
  }),
  http.get("https://upstream.example/small", () => HttpResponse.json({ ok: true })),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

describe("boundedFetch", () => {
  const limited = boundedFetch(1_000);

  it("refuses an answer whose declared length passes the ceiling", async () => {
    await expect(limited("https://upstream.example/declared")).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  it("fails reading a body that passes the ceiling while it streams", async () => {
    const response = await limited("https://upstream.example/streamed");
    await expect(response.text()).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  it("passes answers under the ceiling through unchanged", async () => {
    const response = await limited("https://upstream.example/small");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    await expect(response.json()).resolves.toEqual({ ok: true });
  });
});
