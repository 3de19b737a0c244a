import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PAGE_QUERY_PARAMS } from "~/block-kit/query-params.server";
import { isTrackingParam, pageSearch, TRACKING_PARAMS } from "~/domain/routing/page-query";
import { DEFAULT_OUT } from "../../scripts/varnish-vcl";
import { extraTrackingParams, vclPatterns } from "../../scripts/varnish-vcl/patterns";
import { renderVcl } from "../../scripts/varnish-vcl/template";

/**
 * deploy/varnish/default.vcl is generated from the app's lists (scripts/varnish-vcl.ts): it must
 * be what the generator makes of them now, and its expressions must mean what the app means by
 * a tracking tag and by a page's query (domain/routing/page-query.ts).
 */
const lists = { trackingParams: TRACKING_PARAMS, pageQueryParams: PAGE_QUERY_PARAMS };

test("the committed VCL is the generator's output for the app's lists (run `npm run varnish:vcl` when this fails)", () => {
  expect(readFileSync(DEFAULT_OUT, "utf8")).toBe(renderVcl(lists));
});

test("a backend of another address is rendered into the backend block", () => {
  expect(renderVcl({ ...lists, backend: { host: "10.0.0.5", port: 8080 } })).toMatch(/backend default \{\n\s+\.host = "10\.0\.0\.5";\n\s+\.port = "8080";/);
  expect(() => renderVcl({ ...lists, backend: { host: 'x"; }', port: 80 } })).toThrow(/backend\.host/);
});

test("EXTRA_TRACKING_PARAMS is read as the app reads it, and no name may be both a tag and a page's", () => {
  expect(extraTrackingParams(" ref, campaign_id ,,")).toEqual(["ref", "campaign_id"]);
  expect(extraTrackingParams(undefined)).toEqual([]);
  expect(renderVcl({ ...lists, trackingParams: [...TRACKING_PARAMS, "ref"] })).toContain("|ref|");
  expect(() => renderVcl({ ...lists, trackingParams: [...TRACKING_PARAMS, "period"] })).toThrow(/period: both/);
  expect(() => renderVcl({ ...lists, trackingParams: ['x"'] })).toThrow(/not a plain parameter name/);
});

describe("the VCL's expressions (PCRE, read here as JavaScript) agree with the app", () => {
  const p = vclPatterns(lists);
  const all = (pattern: string) => new RegExp(pattern, "g");
  /** vcl_recv: tracking tags removed from the URL sent to the origin. */
  const stripped = (url: string) => (url.includes("?") ? url.replace(all(p.trackingParam), "").replace(/[?&]+$/, "") : url);
  /** vcl_recv: the tags given back on a redirect's Location. */
  const tags = (url: string) => `&${url.replace(/^[^?]*\?/, "")}`.replace(all(p.notTracking), "");
  /** vcl_hash: the page's part of the query. */
  const key = (url: string) => p.notNamed.map((pattern) => `&${url.replace(/^[^?]*\??/, "")}`.replace(all(pattern), "")).join("");
  const queryOf = (url: string) => [...new URLSearchParams(url.split("?")[1] ?? "")];

  const names = fc.constantFrom(
    ...PAGE_QUERY_PARAMS,
    ...TRACKING_PARAMS,
    "utm_source",
    "utm_x",
    "utm",
    "x",
    "a1",
    "gclidx",
    "xgclid",
    "step2",
    "dropdownx",
    "_g",
  );
  const query = fc.array(fc.tuple(names, fc.stringMatching(/^[a-z0-9]{0,3}$/)), { maxLength: 8 });
  const url = query.map((params) => `/membership${params.length ? "?" : ""}${params.map(([n, v]) => `${n}=${v}`).join("&")}`);

  test("the origin gets every parameter but the tags, in order", () => {
    fc.assert(
      fc.property(url, (u) => {
        expect(queryOf(stripped(u))).toEqual(queryOf(u).filter(([name]) => !isTrackingParam(name)));
      }),
    );
  });

  test("the tags kept for a redirect are exactly the tracking parameters", () => {
    fc.assert(
      fc.property(url, (u) => {
        expect(queryOf(`?${tags(u).slice(1)}`)).toEqual(queryOf(u).filter(([name]) => isTrackingParam(name)));
      }),
    );
  });

  test("a page's key is the origin's page cache key (pageSearch): declared parameters by name, repeated values in order", () => {
    fc.assert(
      fc.property(url, (u) => {
        expect(key(stripped(u))).toBe(pageSearch(u.split("?")[1] ?? "", PAGE_QUERY_PARAMS).replace(/^\?/, "&"));
      }),
    );
    expect(key("/assessment?outcome=b&step=r&outcome=a")).not.toBe(key("/assessment?outcome=a&step=r&outcome=b"));
  });

  test("undeclared parameters are told apart from declared ones", () => {
    fc.assert(
      fc.property(url, (u) => {
        expect(new RegExp(p.undeclaredParam).test(u)).toBe(queryOf(u).some(([name]) => !PAGE_QUERY_PARAMS.includes(name)));
      }),
    );
  });

  test("resource routes and files are not pages", () => {
    const page = (path: string) => !new RegExp(p.nonPagePath).test(path);
    for (const path of ["/", "/membership", "/de/programs/inner-compass?period=monthly", "/masterclass/three-breath-reset/watch"])
      expect(page(path), path).toBe(true);
    for (const path of [
      "/api/countries?lang=de",
      "/resources/error-page?status=500",
      "/assets/root-abc.js",
      "/robots.txt",
      "/sitemap.xml",
      "/favicon.ico?v=2",
      "/__sandbox/events",
    ]) {
      expect(page(path), path).toBe(false);
    }
  });
});
