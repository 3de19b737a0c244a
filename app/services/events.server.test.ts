import { describe, expect, it } from "vitest";
import { CLIENT_DATASETS, MAX_EVENT_BYTES, readClientEvent, sendEvent } from "./events.server";

const post = (body: string, type = "application/json") =>
  new Request("http://localhost/honeycomb", { method: "POST", headers: { "Content-Type": type }, body });

describe("readClientEvent", () => {
  it("accepts each event dataset with metadata, as JSON or as a beacon's text/plain", async () => {
    for (const dataset of CLIENT_DATASETS) {
      for (const type of ["application/json", "text/plain;charset=UTF-8"]) {
        expect(await readClientEvent(post(JSON.stringify({ dataset, metadata: { page: "/x" } }), type))).toEqual({
          ok: true,
          value: { dataset, metadata: { page: "/x" } },
        });
      }
    }
  });
  it("rejects unknown datasets, naming the allowed ones", async () => {
    const result = await readClientEvent(post(JSON.stringify({ dataset: "http-request", metadata: {} })));
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(!result.ok && result.reason).toContain("page_builder");
  });
  it("rejects bad JSON, extra fields and non-object metadata with 400", async () => {
    expect(await readClientEvent(post("{not json"))).toEqual({ ok: false, status: 400, reason: "The body is not valid JSON." });
    expect(await readClientEvent(post(JSON.stringify({ dataset: "webinar", metadata: {}, extra: 1 })))).toMatchObject({ ok: false, status: 400 });
    expect(await readClientEvent(post(JSON.stringify({ dataset: "webinar", metadata: "x" })))).toMatchObject({ ok: false, status: 400 });
  });
  it("answers 413 past the size bound and 415 for other media types", async () => {
    const big = JSON.stringify({ dataset: "webinar", metadata: { text: "x".repeat(MAX_EVENT_BYTES) } });
    const result = await readClientEvent(post(big));
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(!result.ok && result.reason).toMatch(/larger than/);
    expect(await readClientEvent(post("dataset=webinar", "application/x-www-form-urlencoded"))).toMatchObject({ ok: false, status: 415 });
  });
});

describe("sendEvent", () => {
  it("stamps id, timestamp and system over a client's own, and redacts capability values", () => {
    const event = sendEvent("page_builder", { id: "mine", timestamp: "1970", system: "forged", page: "/x/watch?a=5f0c2a8e&page=2" }, "client");
    expect(event.id).not.toBe("mine");
    expect(event.timestamp).not.toBe("1970");
    expect(event.system).toMatch(/-client$/);
    expect((event as Record<string, unknown>).page).toBe("/x/watch?a=[redacted]&page=2");
  });
});
