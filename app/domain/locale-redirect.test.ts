import { describe, expect, it } from "vitest";
import { localeRedirect } from "./locale-redirect";

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
