import { describe, expect, it } from "vitest";
import { safeRedirectTarget, safeReturnTo } from "./redirect-target";

describe("safeRedirectTarget", () => {
  it.each([
    ["/programs/x", "en", "/programs/x"],
    ["/programs/x?a=1#b", "de", "/de/programs/x?a=1#b"],
    ["/fr/programs/x", "de", "/fr/programs/x"],
    ["/", "ar", "/ar"],
    ["/home", "zh", "/zh"],
  ] as const)("keeps same-site path %s in %s as %s", (raw, lang, href) => {
    expect(safeRedirectTarget(raw, lang)).toEqual({ href, external: false });
  });

  const externalHosts = new Set(["shop.example"]);

  it("accepts http(s) URLs only to allowed hosts, where leaving the site is allowed", () => {
    expect(safeRedirectTarget("https://shop.example/x?y=1", "en", { externalHosts })).toEqual({ href: "https://shop.example/x?y=1", external: true });
    expect(safeRedirectTarget("https://SHOP.example/x", "en", { externalHosts })).toEqual({ href: "https://shop.example/x", external: true });
    expect(safeRedirectTarget("https://shop.example/x", "en")).toBeNull();
    for (const raw of ["https://evil.example/", "https://evil。example/", "https://shop.example.evil.example/", "https://evil.example\\@shop.example/"]) {
      expect(safeRedirectTarget(raw, "en", { externalHosts }), raw).toBeNull();
    }
  });

  it.each(["/a/..//evil.example", "/.//evil.example", "/%2e%2e//evil.example", "/%2E%2E//evil.example/x", "/a/b/../..//evil.example"])(
    "refuses %j, which normalises to another host",
    (raw) => {
      expect(safeRedirectTarget(raw, "en", { externalHosts })).toBeNull();
    },
  );

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "https://user:pass@evil.example/",
    "http:/evil.example",
    "ftp://files.example/x",
    "/a//b",
    "/x\u0000y",
    "/x\ny",
    "",
    "   ",
    "relative/path",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (raw) => {
    expect(safeRedirectTarget(raw, "en", { externalHosts })).toBeNull();
  });

  it("refuses values that are not strings", () => {
    for (const raw of [undefined, null, 42, {}, ["/x"]]) expect(safeRedirectTarget(raw, "en", { externalHosts })).toBeNull();
  });
});

describe("safeReturnTo", () => {
  it("keeps same-site paths and falls back to the language's home", () => {
    expect(safeReturnTo("/programs/x?tab=2", "en")).toBe("/programs/x?tab=2");
    expect(safeReturnTo("https://evil.example", "de")).toBe("/de");
    expect(safeReturnTo("//evil.example", "en")).toBe("/");
    expect(safeReturnTo(undefined, "ar")).toBe("/ar");
  });
});
