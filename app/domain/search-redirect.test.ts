import { describe, expect, it } from "vitest";
import { searchRedirectTarget } from "./search-redirect";

const site = "https://www.brightpath.example";
const at = (path: string) => new URL(path, "http://internal.host:3000");

describe("searchRedirectTarget (SPEC §7)", () => {
  it("appends utm_source=google with ? when there is no query", () => {
    expect(searchRedirectTarget(at("/programs/x"), "https://www.google.com/", site)).toBe(
      "https://www.brightpath.example/programs/x?utm_source=google",
    );
  });
  it("appends with & and keeps the query", () => {
    expect(searchRedirectTarget(at("/programs/x?a=1&b=2"), "https://www.google.de/search?q=x", site)).toBe(
      "https://www.brightpath.example/programs/x?a=1&b=2&utm_source=google",
    );
  });
  it("does nothing when utm_source is already there", () => {
    expect(searchRedirectTarget(at("/x?utm_source=newsletter"), "https://google.com", site)).toBeNull();
  });
  it("does nothing for URLs with a json marker", () => {
    expect(searchRedirectTarget(at("/data.json"), "https://google.com", site)).toBeNull();
    expect(searchRedirectTarget(at("/x?format=json"), "https://google.com", site)).toBeNull();
  });
  it("does nothing for other referrers or none", () => {
    expect(searchRedirectTarget(at("/x"), "https://duckduckgo.com/", site)).toBeNull();
    expect(searchRedirectTarget(at("/x"), undefined, site)).toBeNull();
    expect(searchRedirectTarget(at("/x"), "", site)).toBeNull();
  });
  it("treats a bare ? as no query", () => {
    expect(searchRedirectTarget(at("/x?"), "https://google.com", site)).toBe("https://www.brightpath.example/x?utm_source=google");
  });
});
