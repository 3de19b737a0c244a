import { describe, expect, it } from "vitest";
import { questPagePath } from "./site-paths";

describe("questPagePath", () => {
  it("keeps only the path of the production address, in the page's language", () => {
    expect(questPagePath("https://www.brightpath.example/quests/unstoppable-focus", "en")).toBe("/quests/unstoppable-focus");
    expect(questPagePath("https://www.brightpath.example/quests/unstoppable-focus", "ar")).toBe("/ar/quests/unstoppable-focus");
  });
  it("replaces the language prefix the platform wrote with the page's", () => {
    expect(questPagePath("https://www.brightpath.example/es/quests/enfoque-sin-prisa", "de")).toBe("/de/quests/enfoque-sin-prisa");
    expect(questPagePath("https://www.brightpath.example/es/quests/enfoque-sin-prisa", "en")).toBe("/quests/enfoque-sin-prisa");
  });
  it("reads a site-relative address the same way", () => {
    expect(questPagePath("/fr/quests/parents-sereins", "it")).toBe("/it/quests/parents-sereins");
  });
  it("gives null for no address, another scheme or a path that cannot be a page", () => {
    expect(questPagePath(null, "en")).toBeNull();
    expect(questPagePath("", "en")).toBeNull();
    expect(questPagePath("javascript:alert(1)", "en")).toBeNull();
    expect(questPagePath("https://www.brightpath.example/quests/%3Cscript%3E", "en")).toBeNull();
  });
});
