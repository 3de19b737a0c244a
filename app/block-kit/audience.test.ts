import { describe, expect, it } from "vitest";
import { audienceOf, forViewer, memberViewer } from "./audience";

const button = (uid: string, audience?: string) => ({ _uid: uid, component: "button", label: uid, ...(audience === undefined ? {} : { audience }) });

describe("audiences", () => {
  const header = {
    _uid: "h",
    component: "header",
    nav: [{ _uid: "d", component: "nav_dropdown", items: [button("all"), button("members-only", "members")] }],
    actions: [button("start-free", "visitors"), button("your-growth", "members"), button("legacy", "")],
  };

  it("shows a visitor the bloks for everyone and for visitors, with what they hold", () => {
    const seen = forViewer(header, "visitors");
    expect(seen.actions.map((blok) => blok._uid)).toEqual(["start-free", "legacy"]);
    expect(seen.nav[0]!.items.map((blok) => blok._uid)).toEqual(["all"]);
  });

  it("shows a member the bloks for everyone and for members", () => {
    const seen = forViewer(header, "members");
    expect(seen.actions.map((blok) => blok._uid)).toEqual(["your-growth", "legacy"]);
    expect(seen.nav[0]!.items.map((blok) => blok._uid)).toEqual(["all", "members-only"]);
  });

  it("leaves the content as it was, and answers the same object for the same content and viewer", () => {
    expect(forViewer(header, "visitors")).toBe(forViewer(header, "visitors"));
    expect(header.actions).toHaveLength(3);
    const plain = { _uid: "p", component: "page", body: [button("a"), button("b", "everyone")] };
    expect(forViewer(plain, "members")).toBe(plain);
  });

  it("reads an empty, missing or unknown audience as everyone", () => {
    expect(audienceOf(button("x"))).toBe("everyone");
    expect(audienceOf(button("x", ""))).toBe("everyone");
    expect(audienceOf(button("x", "admins"))).toBe("everyone");
    expect(audienceOf(button("x", "members"))).toBe("members");
  });

  it("keeps a blok for some member levels to members of those levels, by number or name", () => {
    const page = {
      _uid: "p",
      component: "page",
      body: [
        { ...button("gold"), audience: "members", audience_levels: ["Gold"] },
        { ...button("level-2"), audience: "members", audience_levels: "2" },
        { ...button("any-member"), audience: "members", audience_levels: [] },
      ],
    };
    const shown = (viewer: Parameters<typeof forViewer>[1]) => forViewer(page, viewer).body.map((blok) => blok._uid);
    expect(shown(memberViewer({ level: 3, name: "gold" }))).toEqual(["gold", "any-member"]);
    expect(shown(memberViewer({ level: 2, name: "Silver" }))).toEqual(["level-2", "any-member"]);
    // The level unknown (the profile failed): only what is for every member.
    expect(shown(memberViewer(null))).toEqual(["any-member"]);
    expect(shown("visitors")).toEqual([]);
  });
});
