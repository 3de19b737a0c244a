import { describe, expect, it, vi } from "vitest";
import type { StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import { blockStructuredData, collectBlockItems } from "./block-structured-data.server";

vi.mock("~/services/logger.server", () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }));

const context: StructuredDataContext = { siteUrl: "https://site.example", pageUrl: "https://site.example/x", inLanguage: "en", now: 0 };

describe("collectBlockItems", () => {
  it("finds the builders by folder", () => {
    expect(Object.keys(blockStructuredData).sort()).toEqual(["plan_card", "quest_profile", "timeslot_picker", "trainer_profile", "webinar_player", "youtube"]);
  });

  it("runs every blok's builder with its data, in content order, and skips one that throws", () => {
    const content = {
      component: "page",
      _uid: "p",
      body: [
        { component: "a", _uid: "1" },
        { component: "b", _uid: "2" },
        { component: "a", _uid: "3" },
      ],
    };
    const registry = {
      a: { build: (_blok: never, data: never) => ({ items: [{ "@type": "Thing", name: String(data) }] as never[] }) },
      b: {
        build: () => {
          throw new Error("bad data");
        },
      },
    };
    const collected = collectBlockItems(content, { 1: "one", 3: "three" }, context, registry);
    expect(collected.items).toEqual([
      { "@type": "Thing", name: "one" },
      { "@type": "Thing", name: "three" },
    ]);
    expect(collected.profile).toBe(false);
  });
});
