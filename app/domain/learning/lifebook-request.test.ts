import { describe, expect, it } from "vitest";
import { bearerToken, lifebookPayloadSchema } from "./lifebook-request";

/** The schema's problems with a payload, `path message` each; "" when it is accepted. */
function problems(payload: unknown): string {
  const parsed = lifebookPayloadSchema.safeParse(payload);
  return parsed.success ? "" : parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`.trim()).join("; ");
}

describe("lifebookPayloadSchema", () => {
  it.each([
    { body: { outcomeIds: ["a"] }, payload: { outcomeIds: ["a"], limit: 3 } },
    { body: { outcomeIds: ["a", "b", "c"], limit: 2 }, payload: { outcomeIds: ["a", "b", "c"], limit: 2 } },
    { body: { outcomeIds: [" a "] }, payload: { outcomeIds: ["a"], limit: 3 } },
  ])("accepts $body", ({ body, payload }) => {
    expect(lifebookPayloadSchema.parse(body)).toEqual(payload);
  });

  it.each([
    { body: null, reason: /Expected object/ },
    { body: [], reason: /Expected object/ },
    { body: {}, reason: /outcomeIds is required/ },
    { body: { outcomeIds: "a" }, reason: /outcomeIds must be a list of outcome ids/ },
    { body: { outcomeIds: [] }, reason: /outcomeIds must name at least one outcome/ },
    { body: { outcomeIds: ["a", "b", "c", "d"] }, reason: /outcomeIds must name at most 3 outcomes/ },
    { body: { outcomeIds: ["a", "a"] }, reason: /outcomeIds must not repeat an outcome/ },
    { body: { outcomeIds: [""] }, reason: /outcomeIds\.0 must not be empty/ },
    { body: { outcomeIds: [1] }, reason: /outcomeIds\.0/ },
    { body: { outcomeIds: ["a".repeat(101)] }, reason: /outcomeIds\.0 must be at most 100 characters/ },
    { body: { outcomeIds: ["a"], limit: 0 }, reason: /limit must be at least 1/ },
    { body: { outcomeIds: ["a"], limit: 4 }, reason: /limit must be at most 3/ },
    { body: { outcomeIds: ["a"], limit: 1.5 }, reason: /limit must be a whole number/ },
    { body: { outcomeIds: ["a"], limit: "2" }, reason: /limit must be a number/ },
    { body: { outcomeIds: ["a"], outcomes: ["b"] }, reason: /Unrecognized key/ },
  ])("refuses $body with a reason", ({ body, reason }) => {
    expect(problems(body)).toMatch(reason);
  });
});

describe("bearerToken", () => {
  it.each([
    ["Bearer abc.def-ghi_jkl", "abc.def-ghi_jkl"],
    ["bearer abc", "abc"],
    ["  Bearer abc==  ", "abc=="],
    [null, null],
    ["", null],
    ["Bearer", null],
    ["Bearer ", null],
    ["Basic dXNlcjpwYXNz", null],
    ["Bearer two tokens", null],
    ["Bearer a,b", null],
    ["abc", null],
  ])("%j → %j", (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
