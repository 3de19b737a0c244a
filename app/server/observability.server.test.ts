import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { requestLogger } from "~/services/logger.server";
import { timeUpstream } from "~/services/request-store.server";
import { requestContext } from "./observability.server";

// One app: the request context, then routes that answer, fail, call an upstream or never end.
const app = express();
app.use(requestContext());
app.get("/healthcheck", (_req, res) => void res.send("OK"));
app.get("/ok", (_req, res) => void timeUpstream("storyblok", async () => "story").then(() => res.send("fine")));
app.get("/boom", (_req, res) => void res.status(503).send("down"));
app.get("/slow", () => {
  // Never answers: the client gives up.
});

let base = "";
let server: ReturnType<typeof app.listen>;
beforeAll(async () => {
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

type Spy = ReturnType<typeof vi.fn>;
let info: Spy;
let warn: Spy;
let error: Spy;
beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(requestLogger, "isLevelEnabled").mockReturnValue(true);
  info = vi.fn();
  warn = vi.fn();
  error = vi.fn();
  vi.spyOn(requestLogger, "info").mockImplementation(info as never);
  vi.spyOn(requestLogger, "warn").mockImplementation(warn as never);
  vi.spyOn(requestLogger, "error").mockImplementation(error as never);
});

const lines = async (spy: Spy) => {
  await vi.waitFor(() => expect(spy).toHaveBeenCalled());
  return spy.mock.calls.map(([fields, message]) => ({ fields: fields as unknown as Record<string, unknown>, message }));
};

describe("request log line", () => {
  it("logs one line per request: id, method, path without query, status, duration, upstream timings", async () => {
    const proxyId = "0b7f3c2e-9d41-4a5e-8f21-6c3d2b1a0e9f";
    const response = await fetch(`${base}/ok?email=someone%40example.com`, { headers: { "x-request-id": proxyId } });
    expect(response.headers.get("x-request-id")).toBe(proxyId);
    const [line, ...more] = await lines(info);
    expect(more).toEqual([]);
    expect(line?.message).toBe("request");
    expect(line?.fields).toMatchObject({ requestId: proxyId, req: { method: "GET", path: "/ok" }, res: { status: 200 } });
    expect(line?.fields.responseTime).toEqual(expect.any(Number));
    expect(line?.fields.upstreams).toEqual([{ name: "storyblok", at: expect.any(Number), ms: expect.any(Number) }]);
    expect(JSON.stringify(line?.fields)).not.toContain("example.com");
  });

  it("logs a 5xx answer as an error", async () => {
    await fetch(`${base}/boom`);
    const [line] = await lines(error);
    expect(line).toMatchObject({ message: "request failed", fields: { res: { status: 503 } } });
    expect(info).not.toHaveBeenCalled();
  });

  it("logs a request the client left before the answer as aborted", async () => {
    await expect(fetch(`${base}/slow`, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    const [line] = await lines(warn);
    expect(line).toMatchObject({ message: "request aborted", fields: { req: { path: "/slow" } } });
  });

  it("writes nothing for health checks, nor below the logger's level", async () => {
    await fetch(`${base}/healthcheck`);
    const asked = vi.spyOn(requestLogger, "isLevelEnabled").mockReturnValue(false);
    await fetch(`${base}/ok`);
    // The line of `/ok` was decided (and not written) once its level was asked.
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    expect(info).not.toHaveBeenCalled();
  });
});
