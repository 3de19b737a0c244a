import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import * as esm from "@remix-run/router/dist/router.js";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/0020: the server's build of @remix-run/router keeps ranked branches and
 * compiled patterns (patches/@remix-run+router+*.patch, applied on install). Matching must be
 * what the unpatched browser build gives, on the first call and on every later one.
 */
/** The browser's (ESM, unpatched) build. */
const browserMatchRoutes = (esm as unknown as { matchRoutes: typeof matchRoutes }).matchRoutes;
const require = createRequire(import.meta.url);
const serverBuild = require.resolve("@remix-run/router/dist/router.cjs.js");
const { matchRoutes: serverMatchRoutes } = require(serverBuild) as { matchRoutes: typeof browserMatchRoutes };

/** The shape of the site's routes: an index, optional language segments, fixed routes and the story splat. */
const routes: AgnosticRouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "story-index", index: true },
      { id: "story", path: "*" },
      { id: "login", path: ":lang?/login" },
      { id: "redirect", path: ":lang?/redirect" },
      { id: "test-no-sb", path: ":lang?/test-no-sb" },
      { id: "countries", path: "api/countries" },
      { id: "progress", path: "api/attendee/progress" },
      { id: "calendar", path: "calendar.ics" },
      { id: "sitemap", path: "sitemap.xml" },
      { id: "logout", path: "logout" },
    ],
  },
];

const PATHS = ["/", "/de", "/membership", "/programs/inner-compass", "/de/login", "/login", "/LOGIN", "/api/countries", "/api/attendee/progress/", "/calendar.ics", "/sitemap.xml", "/xx/yy/zz", "/de/test-no-sb", "/%E2%9C%93"];
const ids = (matches: ReturnType<typeof browserMatchRoutes>) => matches?.map((match) => [match.route.id, match.params]) ?? null;

describe("server route matching (patched @remix-run/router)", () => {
  it("is the patched build", () => {
    expect(readFileSync(serverBuild, "utf8")).toContain("Brightpath patch (docs/decisions/0020)");
  });

  it("matches every path as the unpatched build does, on the first call and after", () => {
    for (let round = 0; round < 3; round++) {
      for (const path of PATHS) expect(ids(serverMatchRoutes(routes, path)), `${path} (round ${round})`).toEqual(ids(browserMatchRoutes(routes, path)));
    }
  });

  it("matches a new route tree by its own routes, not a tree seen before", () => {
    expect(ids(serverMatchRoutes(routes, "/logout"))?.at(-1)?.[0]).toBe("logout");
    const other: AgnosticRouteObject[] = [{ id: "only", path: "logout/now" }];
    expect(serverMatchRoutes(other, "/logout")).toBeNull();
    expect(ids(serverMatchRoutes(other, "/logout/now"))?.[0]?.[0]).toBe("only");
  });
});
