import { describe, expect, it } from "vitest";
import { languageSeo, switchTarget } from "./seo";

describe("languageSeo", () => {
  it("gives one canonical URL per language, English unprefixed", () => {
    expect(languageSeo("https://site.example/", "en", "/programs/x").canonical).toBe("https://site.example/programs/x");
    expect(languageSeo("https://site.example", "de", "/programs/x").canonical).toBe("https://site.example/de/programs/x");
    expect(languageSeo("https://site.example", "en", "/").canonical).toBe("https://site.example/");
  });

  it("lists the ten languages with BCP 47 hreflang values and x-default", () => {
    const { alternates } = languageSeo("https://site.example", "fr", "/home");
    expect(alternates).toHaveLength(11);
    expect(alternates).toContainEqual({ hrefLang: "id", href: "https://site.example/in" });
    expect(alternates).toContainEqual({ hrefLang: "ar", href: "https://site.example/ar" });
    expect(alternates).toContainEqual({ hrefLang: "x-default", href: "https://site.example/" });
    expect(alternates).toContainEqual({ hrefLang: "en", href: "https://site.example/" });
  });
});

describe("switchTarget", () => {
  it("keeps the page and its query", () => {
    expect(switchTarget("zh", "/programs/x", "?a=1")).toBe("/zh/programs/x?a=1");
    expect(switchTarget("en", "/programs/x", "?a=1")).toBe("/programs/x?a=1");
    expect(switchTarget("ar", "/", "")).toBe("/ar");
  });
});
