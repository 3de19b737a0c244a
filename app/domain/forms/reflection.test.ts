import { describe, expect, it } from "vitest";
import { capReflected, MAX_REFLECTED_CHARS, MAX_REFLECTED_ITEMS } from "./reflection";

describe("capReflected", () => {
  it("cuts long strings and long lists anywhere in a form answer", () => {
    const long = "x".repeat(100_000);
    const answer = {
      block: "b1",
      result: { initialValue: { firstName: long, tags: Array.from({ length: 1_000 }, () => "t"), ok: "Ada" }, error: { firstName: ["form.tooLong"] } },
    };
    const capped = capReflected(answer);
    expect(capped.result.initialValue.firstName).toHaveLength(MAX_REFLECTED_CHARS);
    expect(capped.result.initialValue.tags).toHaveLength(MAX_REFLECTED_ITEMS);
    expect(capped.result.initialValue.ok).toBe("Ada");
    expect(capped.result.error).toEqual({ firstName: ["form.tooLong"] });
    expect(capped.block).toBe("b1");
    expect(answer.result.initialValue.firstName).toHaveLength(100_000);
  });

  it("keeps a value as long as the longest field allows whole", () => {
    const website = `https://example.com/${"a".repeat(MAX_REFLECTED_CHARS - 20)}`;
    expect(capReflected({ website })).toEqual({ website });
  });

  it("caps keys too (a field name is the visitor's as well)", () => {
    const key = "k".repeat(10_000);
    expect(Object.keys(capReflected({ [key]: "v" }))[0]).toHaveLength(MAX_REFLECTED_CHARS);
  });

  it("leaves numbers, booleans, null and class instances alone and stops at a safe depth", () => {
    const date = new Date(0);
    expect(capReflected({ n: 1, b: true, z: null, date })).toEqual({ n: 1, b: true, z: null, date });
    let deep: unknown = "end";
    for (let i = 0; i < 50; i++) deep = { deep };
    expect(JSON.stringify(capReflected(deep)).length).toBeLessThan(200);
  });
});
