import { describe, expect, it } from "vitest";
import { assignmentCookieValue, bucketOf, variantForBucket, variantId, variantPageKey } from "./assignment";
import { assignmentOf } from "./request-assignment";

describe("assignment", () => {
  it("gives a visitor the same bucket in an experiment every time, and independent buckets across experiments", async () => {
    expect(await bucketOf("home-hero", "visitor-1")).toBe(await bucketOf("home-hero", "visitor-1"));
    const ids = Array.from({ length: 400 }, (_, index) => `visitor-${index}`);
    const a = await Promise.all(ids.map((id) => bucketOf("home-hero", id)));
    const b = await Promise.all(ids.map((id) => bucketOf("price-table", id)));
    expect(a.every((bucket) => bucket >= 0 && bucket < 100)).toBe(true);
    // About half of 400 visitors in the lower half; and the two experiments do not put the same visitors there.
    const lower = a.filter((bucket) => bucket < 50).length;
    expect(lower).toBeGreaterThan(160);
    expect(lower).toBeLessThan(240);
    expect(a.filter((bucket, index) => bucket < 50 === b[index]! < 50).length).toBeLessThan(240);
  });

  it("shares the hundred buckets by weight, in order", () => {
    const arms = [
      { id: "control", weight: 50 },
      { id: "b", weight: 50 },
    ];
    expect(variantForBucket(arms, 0)).toBe("control");
    expect(variantForBucket(arms, 49)).toBe("control");
    expect(variantForBucket(arms, 50)).toBe("b");
    expect(variantForBucket(arms, 99)).toBe("b");
    expect(
      variantForBucket(
        [
          { id: "a", weight: 1 },
          { id: "b", weight: 3 },
        ],
        24,
      ),
    ).toBe("a");
    expect(
      variantForBucket(
        [
          { id: "a", weight: 1 },
          { id: "b", weight: 3 },
        ],
        25,
      ),
    ).toBe("b");
    expect(
      variantForBucket(
        [
          { id: "a", weight: 0 },
          { id: "b", weight: 0 },
        ],
        10,
      ),
    ).toBe("a");
    expect(
      variantForBucket(
        [
          { id: "a", weight: 0 },
          { id: "b", weight: 10 },
        ],
        10,
      ),
    ).toBe("b");
  });

  it("turns variant names into ids", () => {
    expect(variantId("Daily steps")).toBe("daily-steps");
    expect(variantId(" B ")).toBe("b");
    expect(variantId("Prix réduit")).toBe("prix-reduit");
  });

  it("reads the cookie, skipping malformed pairs, and nothing under Global Privacy Control", () => {
    expect([...assignmentOf("a=1; bp_exp=home-hero:b|price:new", null)]).toEqual([
      ["home-hero", "b"],
      ["price", "new"],
    ]);
    expect([...assignmentOf("bp_exp=home-hero:b|<script>|x:Y", null)]).toEqual([["home-hero", "b"]]);
    expect(assignmentOf("bp_exp=home-hero:b", "1").size).toBe(0);
    expect(assignmentOf("bp_expx=home-hero:b", null).size).toBe(0);
    expect(assignmentOf(undefined, null).size).toBe(0);
  });

  it("keys a stored page by the non-control variants of the experiments it shows, and only those", () => {
    const shown = [{ key: "home-hero", variants: ["control", "b"] }];
    const assignment = new Map([
      ["home-hero", "b"],
      ["elsewhere", "x"],
    ]);
    expect(variantPageKey("/de", shown, assignment)).toBe("/de#exp=home-hero:b");
    expect(variantPageKey("/de", shown, new Map([["home-hero", "control"]]))).toBe("/de");
    expect(variantPageKey("/de", shown, new Map([["home-hero", "zzz"]]))).toBe("/de");
    expect(variantPageKey("/about", [], assignment)).toBe("/about");
    expect(
      assignmentCookieValue(
        new Map([
          ["z", "1"],
          ["a", "2"],
        ]),
      ),
    ).toBe("a:2|z:1");
  });
});
