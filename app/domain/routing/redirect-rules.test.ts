import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { FIXED_ROUTE_SEGMENTS } from "./fixed-routes";
import { compileRedirectRules, type RedirectTable } from "./redirect-rules";
import { redirectLocation, requestKey } from "./redirects";

const options = { externalHosts: new Set(["www.brightpath.example", "shop.brightpath.example"]), siteHost: "www.brightpath.example" };
const rule = (from: string, to: string, extra: Record<string, unknown> = {}) => ({ _uid: `${from}>${to}`, component: "redirect_rule", from, to, ...extra });
const compile = (...rules: unknown[]) => compileRedirectRules({ component: "redirects", body: rules }, options);
const go = (table: RedirectTable, url: string) => {
  const [pathname, query] = url.split("?");
  const entry = table.entries.get(requestKey(pathname!));
  return entry ? { status: entry.status, location: redirectLocation(entry, query === undefined ? "" : `?${query}`) } : null;
};
const problemsOf = (table: RedirectTable) => table.reports.map((r) => [r.from, r.applied, r.problems.join(" | ")]);

describe("redirect rules from global/redirects", () => {
  it("moves a page in every language, keeping the query, with the rule's status", () => {
    const table = compile(rule("/old", "/new", { status: "301" }));
    expect(go(table, "/old?utm_source=mail&a=1")).toEqual({ status: 301, location: "/new?utm_source=mail&a=1" });
    expect(go(table, "/en/old")).toEqual({ status: 301, location: "/new" });
    for (const lang of LANGUAGES.filter((l) => l !== "en")) expect(go(table, `/${lang}/old?x=1`)).toEqual({ status: 301, location: `/${lang}/new?x=1` });
  });

  it("matches case- and trailing-slash-insensitively, and defaults to 302", () => {
    const table = compile(rule("/Old-Page", "/new"));
    expect(go(table, "/old-page/")).toEqual({ status: 302, location: "/new" });
    expect(go(table, "/OLD-PAGE")).toEqual({ status: 302, location: "/new" });
  });

  it("appends the request's query after the target's own and keeps the target's fragment", () => {
    const table = compile(rule("/spring", "/membership?period=monthly#plans"));
    expect(go(table, "/de/spring?utm_source=x")).toEqual({ status: 302, location: "/de/membership?period=monthly&utm_source=x#plans" });
    expect(go(table, "/spring")).toEqual({ status: 302, location: "/membership?period=monthly#plans" });
  });

  it("applies a language rule only in its language, and it beats a rule for every language", () => {
    const table = compile(rule("/offer", "/membership"), rule("/offer", "/programs/x", { language: "de" }), rule("/fr/only", "/programs/y"));
    expect(go(table, "/de/offer")?.location).toBe("/de/programs/x");
    expect(go(table, "/es/offer")?.location).toBe("/es/membership");
    expect(go(table, "/fr/only")?.location).toBe("/fr/programs/y");
    expect(go(table, "/only")).toBeNull();
    expect(table.reports.every((r) => r.applied)).toBe(true);
  });

  it("keeps a prefixed target as written and sends allowed external targets unchanged", () => {
    const table = compile(rule("/alt", "/de/neu"), rule("/shop", "https://shop.brightpath.example/deals"));
    expect(go(table, "/it/alt")?.location).toBe("/de/neu");
    expect(go(table, "/ar/shop?c=1")).toEqual({ status: 302, location: "https://shop.brightpath.example/deals?c=1" });
  });

  it("skips inactive rules without calling them a problem", () => {
    const table = compile(rule("/old", "/new", { active: false }), rule("/older", "/new", { active: "false" }));
    expect(table.entries.size).toBe(0);
    expect(problemsOf(table)).toEqual([
      ["/old", false, ""],
      ["/older", false, ""],
    ]);
  });

  it("refuses a loop, naming it, and applies neither rule", () => {
    const table = compile(rule("/a", "/b"), rule("/b", "/a"), rule("/self", "/SELF?x=1"));
    expect(table.entries.size).toBe(0);
    expect(table.reports[0]!.problems).toEqual(["Loop: /a → /b → /a never arrives anywhere"]);
    expect(table.reports[2]!.problems[0]).toMatch(/^Loop: \/self → \/self/);
  });

  it("refuses the first rule of a chain and keeps the last hop", () => {
    const table = compile(rule("/one", "/two"), rule("/two", "/three"));
    expect(go(table, "/one")).toBeNull();
    expect(go(table, "/two")?.location).toBe("/three");
    expect(table.reports[0]!.problems[0]).toMatch(/^Chain: the target \/two is itself redirected \(\/one → \/two → \/three\)/);
  });

  it("sees a chain through a language rule and through the site's own absolute URL", () => {
    const table = compile(rule("/x", "/y"), rule("/y", "/z", { language: "de" }), rule("/p", "https://www.brightpath.example/q"), rule("/q", "/r"));
    expect(table.reports.map((r) => r.applied)).toEqual([false, true, false, true]);
    expect(table.reports[0]!.problems[0]).toContain("/de/y");
  });

  it("refuses rules that shadow fixed routes, foreign hosts, unsafe targets, bad paths and statuses", () => {
    const table = compile(
      rule("/login", "/membership"),
      rule("/de/api/countries", "/x"),
      rule("/assets/app.js", "/x"),
      rule("/partner", "https://evil.example/offer"),
      rule("/js", "javascript:alert(1)"),
      rule("/proto", "//evil.example/x"),
      rule("/q?x=1", "/x"),
      rule("relative", "/x"),
      rule("/st", "/x", { status: "307" }),
      rule("/lang", "/x", { language: "xx" }),
      rule("/de/mixed", "/x", { language: "fr" }),
      { component: "redirect_rule", to: "/x" },
    );
    expect(table.entries.size).toBe(0);
    const problems = table.reports.map((r) => r.problems.join(" | "));
    expect(problems[0]).toMatch(/fixed page/);
    expect(problems[1]).toMatch(/fixed page/);
    expect(problems[2]).toMatch(/fixed page/);
    expect(problems[3]).toMatch(/allowed host/);
    expect(problems[4]).toMatch(/allowed host/);
    expect(problems[5]).toMatch(/allowed host/);
    expect(problems[6]).toMatch(/page path/);
    expect(problems[7]).toMatch(/page path/);
    expect(problems[8]).toMatch(/Status must be 301/);
    expect(problems[9]).toMatch(/Language must be/);
    expect(problems[10]).toMatch(/in \/de but the language is fr/);
    expect(problems[11]).toBe("From path is empty");
  });

  it("refuses a later duplicate and names the rule that wins", () => {
    const table = compile(rule("/old", "/a"), rule("/OLD", "/b"));
    expect(go(table, "/old")?.location).toBe("/a");
    expect(table.reports[1]!.problems).toEqual(["Duplicate: rule 1 already redirects /old"]);
  });

  it("reads nothing from content that is not a list of rules", () => {
    expect(compileRedirectRules(null, options).entries.size).toBe(0);
    expect(compileRedirectRules({ body: "x" }, options).entries.size).toBe(0);
    expect(compileRedirectRules({ body: [{ component: "teaser" }, null, 3] }, options).reports).toEqual([]);
  });

  it("keys a request path the way rules are keyed", () => {
    expect(requestKey("/")).toBe("en:/");
    expect(requestKey("/en")).toBe("en:/");
    expect(requestKey("/de")).toBe("de:/");
    expect(requestKey("/DE/x")).toBe("en:/de/x");
    expect(requestKey("/in/Caf%C3%A9")).toBe("in:/café");
    expect(requestKey("/%E0%A4%A")).toBe("");
  });
});

describe("properties", () => {
  const paths = fc.constantFrom("/a", "/b", "/c", "/d", "/de/a", "/fr/b", "/A");
  const target = fc.oneof(
    paths,
    fc.constantFrom("https://www.brightpath.example/a", "https://www.brightpath.example/de/b", "https://shop.brightpath.example/x", "/c?x=1"),
  );
  const rules = fc.array(
    fc.record({
      component: fc.constant("redirect_rule"),
      from: paths,
      to: target,
      language: fc.constantFrom("", "", "de", "fr", "en"),
      status: fc.constantFrom("301", "302"),
      active: fc.boolean(),
    }),
    { maxLength: 12 },
  );

  it("no accepted rule set contains a chain or a loop: every redirect lands where no rule applies", () => {
    fc.assert(
      fc.property(rules, (body) => {
        const table = compileRedirectRules({ body }, options);
        for (const entry of table.entries.values()) {
          const landing = entry.external ? (new URL(entry.base).hostname === options.siteHost ? new URL(entry.base).pathname : null) : entry.base;
          if (landing !== null) expect(table.entries.has(requestKey(landing))).toBe(false);
        }
      }),
    );
  });

  it("a rule is applied exactly when it is active and has no problem", () => {
    fc.assert(
      fc.property(rules, (body) => {
        const table = compileRedirectRules({ body }, options);
        for (const report of table.reports) expect(report.applied).toBe(report.active && report.problems.length === 0);
      }),
    );
  });
});

describe("fixed routes", () => {
  it("every file in app/routes is reserved by its first path segment", () => {
    const files = readdirSync(path.resolve("app/routes")).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."));
    const firstSegments = files.map((file) => {
      const segments = (file.replace(/\.tsx?$/, "").match(/(?:\[[^\]]*\]|[^.])+/g) ?? []).filter((s) => !/^\(.*\)$/.test(s));
      return segments[0]!.replace(/\[([^\]]*)\]/g, "$1");
    });
    expect(firstSegments.filter((segment) => !FIXED_ROUTE_SEGMENTS.has(segment))).toEqual([]);
  });
});
