import { describe, expect, it } from "vitest";
import { bearerToken, parseLifebookBody } from "./lifebook-request";

describe("parseLifebookBody", () => {
  it.each([
    { body: '{"outcomeIds":["a"]}', payload: { outcomeIds: ["a"], limit: 3 } },
    { body: '{"outcomeIds":["a","b","c"],"limit":2}', payload: { outcomeIds: ["a", "b", "c"], limit: 2 } },
    { body: '{"outcomeIds":[" a "]}', payload: { outcomeIds: ["a"], limit: 3 } },
  ])("accepts $body", ({ body, payload }) => {
    expect(parseLifebookBody(body)).toEqual({ ok: true, payload });
  });

  it.each([
    { body: "", reason: /must be JSON/ },
    { body: "{outcomeIds: [a]}", reason: /must be JSON/ },
    { body: "null", reason: /Invalid payload/ },
    { body: "[]", reason: /Invalid payload/ },
    { body: "{}", reason: /outcomeIds is required/ },
    { body: '{"outcomeIds":"a"}', reason: /outcomeIds must be a list of outcome ids/ },
    { body: '{"outcomeIds":[]}', reason: /outcomeIds must name at least one outcome/ },
    { body: '{"outcomeIds":["a","b","c","d"]}', reason: /outcomeIds must name at most 3 outcomes/ },
    { body: '{"outcomeIds":["a","a"]}', reason: /outcomeIds must not repeat an outcome/ },
    { body: '{"outcomeIds":[""]}', reason: /outcomeIds\.0 must not be empty/ },
    { body: '{"outcomeIds":[1]}', reason: /outcomeIds\.0/ },
    { body: '{"outcomeIds":["a"],"limit":0}', reason: /limit must be at least 1/ },
    { body: '{"outcomeIds":["a"],"limit":4}', reason: /limit must be at most 3/ },
    { body: '{"outcomeIds":["a"],"limit":1.5}', reason: /limit must be a whole number/ },
    { body: '{"outcomeIds":["a"],"limit":"2"}', reason: /limit must be a number/ },
    { body: '{"outcomeIds":["a"],"outcomes":["b"]}', reason: /Unrecognized key/ },
    { body: `{"outcomeIds":["${"a".repeat(20_000)}"]}`, reason: /at most 10000 characters/ },
  ])("refuses $body with a reason", ({ body, reason }) => {
    const result = parseLifebookBody(body);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.reason).toMatch(reason);
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
