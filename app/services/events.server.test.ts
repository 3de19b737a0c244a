import { describe, expect, it } from "vitest";
import { CLIENT_DATASETS, MAX_EVENT_BYTES, parseClientEvent } from "./events.server";

describe("parseClientEvent", () => {
  it("accepts each dataset of SPEC §7 with metadata", () => {
    for (const dataset of CLIENT_DATASETS) {
      expect(parseClientEvent(JSON.stringify({ dataset, metadata: { page: "/x" } }))).toEqual({
        ok: true,
        event: { dataset, metadata: { page: "/x" } },
      });
    }
  });
  it("rejects unknown datasets, naming the allowed ones", () => {
    const result = parseClientEvent(JSON.stringify({ dataset: "http-request", metadata: {} }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain("page_builder");
  });
  it("rejects bad JSON, extra fields and non-object metadata", () => {
    expect(parseClientEvent("{not json")).toEqual({ ok: false, reason: "The body is not valid JSON." });
    expect(parseClientEvent(JSON.stringify({ dataset: "webinar", metadata: {}, extra: 1 })).ok).toBe(false);
    expect(parseClientEvent(JSON.stringify({ dataset: "webinar", metadata: "x" })).ok).toBe(false);
  });
  it("bounds the size", () => {
    const big = JSON.stringify({ dataset: "webinar", metadata: { text: "x".repeat(MAX_EVENT_BYTES) } });
    const result = parseClientEvent(big);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/larger than/);
  });
});
