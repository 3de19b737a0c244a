import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isTrackingParam, pageSearch, trackingParams } from "./page-query";

describe("page query", () => {
  it("keeps only declared parameters, sorted by name, repeated values in order", () => {
    expect(pageSearch("?utm_source=a&step=outcomes&area=b&gclid=1&area=a", ["area", "step"])).toBe("?area=b&area=a&step=outcomes");
    expect(pageSearch("?gclid=1&x=2", ["area"])).toBe("");
    expect(pageSearch("", ["area"])).toBe("");
  });

  it("knows ad and campaign tags, and those the environment adds", () => {
    for (const name of ["gclid", "gbraid", "wbraid", "fbclid", "msclkid", "ttclid", "_gl", "mc_cid", "mc_eid", "utm_source", "utm_id"])
      expect(isTrackingParam(name)).toBe(true);
    expect(isTrackingParam("period")).toBe(false);
    expect(isTrackingParam("ref", ["ref"])).toBe(true);
    expect(trackingParams("?utm_source=news&utm_source=other&period=Monthly&gclid=abc")).toEqual({ utm_source: "news", gclid: "abc" });
  });

  it("gives one answer whatever tags and unknown parameters are added", () => {
    const declared = ["area", "period", "step"];
    const param = fc.tuple(fc.constantFrom("area", "period", "step", "gclid", "utm_source", "x"), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(fc.array(param, { maxLength: 8 }), fc.array(param, { maxLength: 8 }), (params, noise) => {
        const search = new URLSearchParams(params).toString();
        const tagged = new URLSearchParams([...params, ...noise.filter(([name]) => !declared.includes(name))]).toString();
        expect(pageSearch(tagged, declared)).toBe(pageSearch(search, declared));
      }),
    );
  });
});
