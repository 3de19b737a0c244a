import { describe, expect, it } from "vitest";
import { localizePath, MAX_PATH_LENGTH, resolvePath } from "./locale-path";

describe("resolvePath", () => {
  it.each([
    ["/", { lang: "en", prefixed: false, slug: "home", path: "/" }],
    ["/home", { lang: "en", prefixed: false, slug: "home", path: "/home" }],
    ["/de", { lang: "de", prefixed: true, slug: "home", path: "/" }],
    ["/en", { lang: "en", prefixed: true, slug: "home", path: "/" }],
    ["/ar/home", { lang: "ar", prefixed: true, slug: "home", path: "/home" }],
    ["/in/programs/inner-compass", { lang: "in", prefixed: true, slug: "programs/inner-compass", path: "/programs/inner-compass" }],
    ["/membership", { lang: "en", prefixed: false, slug: "membership", path: "/membership" }],
    ["/trainers/amara-okafor/videos", { lang: "en", prefixed: false, slug: "trainers/amara-okafor/videos", path: "/trainers/amara-okafor/videos" }],
  ])("reads %s", (pathname, expected) => {
    expect(resolvePath(pathname)).toEqual(expected);
  });

  it("treats a first segment that is not one of the ten languages as content", () => {
    expect(resolvePath("/xx/page")).toMatchObject({ lang: "en", prefixed: false, slug: "xx/page" });
    expect(resolvePath("/DE/page")).toMatchObject({ lang: "en", slug: "de/page" });
    expect(resolvePath("/id/page")).toMatchObject({ lang: "en", slug: "id/page" });
  });

  it("lower-cases the slug (Storyblok slugs are lower case)", () => {
    expect(resolvePath("/Programs/Inner-Compass")?.slug).toBe("programs/inner-compass");
  });

  it.each(["/a//b", "/../etc/passwd", "/%2e%2e/x", "/a/%ZZ", "/<script>", "/a b", `/${"a".repeat(MAX_PATH_LENGTH)}`])(
    "rejects %s as a content path",
    (pathname) => {
      expect(resolvePath(pathname)).toBeNull();
    },
  );
});

describe("localizePath", () => {
  it("leaves English unprefixed and writes /home as the root", () => {
    expect(localizePath("en", "/programs/x")).toBe("/programs/x");
    expect(localizePath("en", "/home")).toBe("/");
  });
  it("prefixes other languages", () => {
    expect(localizePath("de", "/programs/x")).toBe("/de/programs/x");
    expect(localizePath("zh", "/")).toBe("/zh");
    expect(localizePath("ar", "/home")).toBe("/ar");
  });
});
