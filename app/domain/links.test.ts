import { describe, expect, it } from "vitest";
import { resolveLink } from "./links";

describe("resolveLink", () => {
  it("prefixes story links with the current language, English unprefixed", () => {
    const link = { linktype: "story" as const, cached_url: "programs/inner-compass" };
    expect(resolveLink(link, "en")).toEqual({ href: "/programs/inner-compass", external: false });
    expect(resolveLink(link, "de")).toEqual({ href: "/de/programs/inner-compass", external: false });
  });

  it("prefers the resolved story's full_slug and writes home as the root", () => {
    expect(resolveLink({ linktype: "story", cached_url: "old", story: { full_slug: "new/path" } }, "fr")?.href).toBe("/fr/new/path");
    expect(resolveLink({ linktype: "story", cached_url: "home" }, "en")?.href).toBe("/");
    expect(resolveLink({ linktype: "story", cached_url: "home" }, "es")?.href).toBe("/es");
  });

  it("drops the trailing slash of folder slugs and keeps anchors", () => {
    expect(resolveLink({ linktype: "story", cached_url: "article/", anchor: "top" }, "en")?.href).toBe("/article#top");
  });

  it("keeps URL links as they are and marks them external", () => {
    expect(resolveLink({ linktype: "url", url: "https://example.org/a?b=1" }, "de")).toEqual({
      href: "https://example.org/a?b=1",
      external: true,
    });
    expect(resolveLink({ linktype: "url", url: "/relative" }, "de")).toEqual({ href: "/relative", external: false });
  });

  it("neutralises script URLs", () => {
    expect(resolveLink({ linktype: "url", url: "javascript:alert(1)" }, "en")?.href).toBe("about:blank");
  });

  it("builds mailto links", () => {
    expect(resolveLink({ linktype: "email", email: "hello@brightpath.example" }, "en")?.href).toBe("mailto:hello@brightpath.example");
    expect(resolveLink({ linktype: "email", url: "mailto:a@b.example" }, "en")?.href).toBe("mailto:a@b.example");
  });

  it("returns null for empty links", () => {
    expect(resolveLink(undefined, "en")).toBeNull();
    expect(resolveLink({ linktype: "url", url: "" }, "en")).toBeNull();
    expect(resolveLink({ linktype: "story", cached_url: "" }, "en")).toBeNull();
    expect(resolveLink({ linktype: "email", email: "" }, "en")).toBeNull();
  });
});
