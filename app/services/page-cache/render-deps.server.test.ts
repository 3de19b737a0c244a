import { describe, expect, it } from "vitest";
import { collectRenderDeps, recordStoryRead } from "./render-deps.server";

const home = {
  id: 1,
  content: {
    component: "page",
    body: [
      { _uid: "a", component: "include", template: { uuid: "u-2", id: 2, full_slug: "templates/newsletter-cta", content: { component: "page", body: [] } } },
      { _uid: "b", component: "include", template: "u-3" },
    ],
  },
};

describe("what a render depends on (for purges)", () => {
  it("the story asked for, its id, and every story resolved into its content", async () => {
    const { deps } = await collectRenderDeps(async () => recordStoryRead("home", home));
    expect(deps.sort()).toEqual(["id:1", "id:2", "slug:home", "slug:templates/newsletter-cta"]);
  });

  it("a slug that had no story still counts (publishing one there changes the page)", async () => {
    const { deps } = await collectRenderDeps(async () => recordStoryRead("programs/not-yet", null));
    expect(deps).toEqual(["slug:programs/not-yet"]);
  });

  it("records nothing outside a collected render", async () => {
    recordStoryRead("home", home);
    const { deps } = await collectRenderDeps(async () => undefined);
    expect(deps).toEqual([]);
  });
});
