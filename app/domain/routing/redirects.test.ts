import { describe, expect, it } from "vitest";
import { localeRedirect, searchRedirectTarget, trailingSlashRedirect } from "./redirects";

describe("localeRedirect", () => {
  it("sends unprefixed pages to the cookie's language, query kept", () => {
    expect(localeRedirect("/programs/x", "?a=1", "de")).toBe("/de/programs/x?a=1");
    expect(localeRedirect("/", "", "ar")).toBe("/ar");
    expect(localeRedirect("/home", "", "zh")).toBe("/zh");
  });
  it("leaves prefixed paths, English, no cookie and non-page paths alone", () => {
    expect(localeRedirect("/fr/programs/x", "", "de")).toBeNull();
    expect(localeRedirect("/en/programs/x", "", "de")).toBeNull();
    expect(localeRedirect("/programs/x", "", "en")).toBeNull();
    expect(localeRedirect("/programs/x", "", null)).toBeNull();
    expect(localeRedirect("/assets/app.js", "", "de")).toBeNull();
    expect(localeRedirect("/sitemap.xml", "", "de")).toBeNull();
    expect(localeRedirect("/sitemap/en.xml", "", "de")).toBeNull();
    expect(localeRedirect("/api/countries", "?lang=de", "de")).toBeNull();
  });
  it("leaves paths that cannot be pages alone", () => {
    expect(localeRedirect("/a//b", "", "de")).toBeNull();
  });
});

describe("trailingSlashRedirect", () => {
  it("removes trailing slashes and keeps the query", () => {
    expect(trailingSlashRedirect("/x/y/", "?a=1")).toBe("/x/y?a=1");
    expect(trailingSlashRedirect("/x///", "")).toBe("/x");
  });
  it("keeps the root and paths without a trailing slash", () => {
    expect(trailingSlashRedirect("/", "?a=1")).toBeNull();
    expect(trailingSlashRedirect("/x", "")).toBeNull();
  });
  it("never redirects to another host", () => {
    expect(trailingSlashRedirect("//evil.example/", "")).toBe("/evil.example");
    expect(trailingSlashRedirect("//", "")).toBe("/");
  });
});

const site = "https://www.brightpath.example";
const at = (path: string) => new URL(path, "http://internal.host:3000");

describe("searchRedirectTarget (Google-referred visits)", () => {
  it("appends utm_source=google with ? when there is no query", () => {
    expect(searchRedirectTarget(at("/programs/x"), "https://www.google.com/", site)).toBe("https://www.brightpath.example/programs/x?utm_source=google");
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
