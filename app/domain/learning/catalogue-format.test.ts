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
  it("writes every count whole, in one style at every size, grouped the page language's way", () => {
    expect(formatCount(6210, "en")).toBe("6,210");
    expect(formatCount(31_540, "en")).toBe("31,540");
    expect(formatCount(1_250_000, "en")).toBe("1,250,000");
    expect(formatCount(31_540, "de")).toBe("31.540");
    expect(formatCount(31_540, "fr")).toBe("31\u202f540");
  });
  it("names languages and lists names in the page's language", () => {
    expect(languageName("pt", "en")).toBe("Portuguese");
    expect(languageName("pt", "de")).toBe("Portugiesisch");
    expect(formatNames(["Amara Okafor", "Daniel Reyes"], "en")).toBe("Amara Okafor and Daniel Reyes");
    expect(formatNames(["Amara Okafor", "Daniel Reyes"], "es")).toBe("Amara Okafor y Daniel Reyes");
  });
});
