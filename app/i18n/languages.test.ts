import { describe, expect, it } from "vitest";
import { fallbackDirection } from "./languages";

describe("fallbackDirection (English fallback text on right-to-left pages)", () => {
  it("lays out text with Latin letters and no Arabic left to right on an Arabic page", () => {
    expect(fallbackDirection("Start today, cancel any time.", "ar")).toBe("ltr");
    expect(fallbackDirection("Can I switch between monthly and annual billing?", "ar")).toBe("ltr");
    expect(fallbackDirection("Préférez-vous l'été ?", "ar")).toBe("ltr");
  });

  it("keeps the page's direction for Arabic, Arabic that starts with a Latin name, and text without letters", () => {
    expect(fallbackDirection("ابدأ اليوم، وألغِ في أي وقت.", "ar")).toBeUndefined();
    expect(fallbackDirection("Inner Compass هو برنامجنا لمدة 12 أسبوعًا.", "ar")).toBeUndefined();
    expect(fallbackDirection("24.92 $", "ar")).toBeUndefined();
    expect(fallbackDirection("", "ar")).toBeUndefined();
    expect(fallbackDirection(undefined, "ar")).toBeUndefined();
  });

  it("never changes a left-to-right page", () => {
    expect(fallbackDirection("Start today, cancel any time.", "en")).toBeUndefined();
    expect(fallbackDirection("ابدأ اليوم", "de")).toBeUndefined();
  });
});
