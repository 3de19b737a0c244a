import { describe, expect, it } from "vitest";
import { forAssignment, runningExperiments } from "./experiments";

const variant = (uid: string, name: string, headline: string) => ({
  _uid: uid,
  component: "experiment_variant",
  name,
  weight: 50,
  body: [{ _uid: `${uid}-hero`, component: "hero", headline }],
});

const page = (status: string, winner?: string) => ({
  _uid: "page",
  component: "page",
  body: [
    {
      _uid: "exp",
      component: "experiment",
      key: "home-hero",
      status,
      winner,
      variants: [variant("a", "Control", "Old"), variant("b", "Daily steps", "New")],
    },
    { _uid: "other", component: "section", body: [] },
  ],
});

const headlines = (content: unknown) => JSON.stringify(content).match(/"headline":"(\w+)"/g);

describe("experiments in content", () => {
  it("shows a running experiment's assigned variant, and the control to anyone else", () => {
    const content = page("running");
    expect(headlines(forAssignment(content, new Map([["home-hero", "daily-steps"]])))).toEqual(['"headline":"New"']);
    expect(headlines(forAssignment(content, new Map()))).toEqual(['"headline":"Old"']);
    expect(headlines(forAssignment(content, new Map([["home-hero", "nope"]])))).toEqual(['"headline":"Old"']);
    const selected = forAssignment(content, new Map([["home-hero", "daily-steps"]])).body[0] as unknown as Record<string, unknown>;
    expect(selected.shown).toBe("daily-steps");
    expect(selected.arms).toEqual([
      { id: "control", name: "Control", weight: 50 },
      { id: "daily-steps", name: "Daily steps", weight: 50 },
    ]);
  });

  it("shows a stopped experiment's winner to everyone, and a draft's control", () => {
    expect(headlines(forAssignment(page("stopped", "Daily steps"), new Map()))).toEqual(['"headline":"New"']);
    expect(headlines(forAssignment(page("stopped"), new Map([["home-hero", "daily-steps"]])))).toEqual(['"headline":"Old"']);
    expect(headlines(forAssignment(page("draft"), new Map([["home-hero", "daily-steps"]])))).toEqual(['"headline":"Old"']);
  });

  it("keeps every variant for the editor", () => {
    expect(headlines(forAssignment(page("running"), new Map(), true))).toEqual(['"headline":"Old"', '"headline":"New"']);
  });

  it("leaves content without experiments as it is, and gives the same tree for the same assignment", () => {
    const plain = { _uid: "p", component: "page", body: [] };
    expect(forAssignment(plain, new Map([["home-hero", "b"]]))).toBe(plain);
    const content = page("running");
    expect(forAssignment(content, new Map([["home-hero", "daily-steps"]]))).toBe(forAssignment(content, new Map([["home-hero", "daily-steps"]])));
  });

  it("lists the running experiments a page varies by", () => {
    expect(runningExperiments(page("running"))).toEqual([{ key: "home-hero", variants: ["control", "daily-steps"] }]);
    expect(runningExperiments(page("stopped", "Control"))).toEqual([]);
  });
});
