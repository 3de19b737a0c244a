import { describe, expect, it } from "vitest";
import { formatCount, formatDuration, formatNames, formatRating, languageName } from "./catalogue-format";

describe("catalogue formatting in the page's language", () => {
  it.each([
    [5, "en", "5 min"],
    [45, "en", "45 min"],
    [60, "en", "1 hr"],
    [270, "en", "4.5 hr"],
    [270, "de", "4,5 Std."],
  ] as const)("%i minutes in %s → %s", (minutes, lang, expected) => {
    expect(formatDuration(minutes, lang)).toBe(expected);
  });
  it("formats ratings with one decimal in the page's language", () => {
    expect(formatRating(4.8, "en")).toBe("4.8");
    expect(formatRating(4, "fr")).toBe("4,0");
  });
  it("keeps small counts exact and compacts large ones", () => {
    expect(formatCount(1234, "en")).toBe("1,234");
    expect(formatCount(48_200, "en")).toBe("48.2K");
  });
  it("names languages and lists names in the page's language", () => {
    expect(languageName("pt", "en")).toBe("Portuguese");
    expect(languageName("pt", "de")).toBe("Portugiesisch");
    expect(formatNames(["Amara Okafor", "Daniel Reyes"], "en")).toBe("Amara Okafor and Daniel Reyes");
    expect(formatNames(["Amara Okafor", "Daniel Reyes"], "es")).toBe("Amara Okafor y Daniel Reyes");
  });
});
