import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SANDBOX_PAGES } from "./sandbox-pages";

/**
 * Every address the built server answers, for the hostile-request suite: the code routes
 * derived from the files in `app/routes` (Remix flat routes), the story pages of the sandbox,
 * and what Express answers before Remix (health check, events, static and sandbox files).
 */

const ROUTES_DIR = fileURLToPath(new URL("../../app/routes", import.meta.url));

/** Sample values for dynamic segments: `($lang)` both absent and `de`, `$param` a word. */
const OPTIONAL_SAMPLES: Record<string, string> = { lang: "de" };

/**
 * The paths of one flat-route file name (without extension): `.` separates segments (`[.]` is
 * a literal dot), `(seg)` is optional, `$x` a parameter, `$` a splat, `_index` the index,
 * a leading `_` a pathless layout and a trailing `_` an escaped nesting.
 */
export function pathsOfRouteFile(name: string): string[] {
  const segments = name.match(/(?:\[[^\]]*\]|[^.])+/g) ?? [];
  let paths: string[][] = [[]];
  for (const raw of segments) {
    const segment = raw.replace(/_$/, "");
    if (segment === "_index" || (segment.startsWith("_") && !segment.startsWith("__"))) continue;
    const optional = /^\((.*)\)$/.exec(segment);
    const inner = optional ? optional[1]! : segment;
    const value = inner === "$" ? "a/b" : inner.startsWith("$") ? (OPTIONAL_SAMPLES[inner.slice(1)] ?? "sample") : inner.replace(/\[([^\]]*)\]/g, "$1");
    paths = optional ? paths.flatMap((path) => [path, [...path, value]]) : paths.map((path) => [...path, value]);
  }
  return paths.map((path) => `/${path.join("/")}`);
}

/** The code routes of `app/routes`, each file under every path it matches. */
export function codeRoutePaths(): string[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => /\.(tsx?|jsx?)$/.test(file) && !/\.test\./.test(file))
    .flatMap((file) => pathsOfRouteFile(file.replace(/\.(tsx?|jsx?)$/, "")));
}

/** Endpoints that take a body (JSON or form), beyond the story pages' forms. */
export const BODY_ENDPOINTS = [
  "/honeycomb",
  "/logout",
  "/api/attendee/progress",
  "/api/attendee/update_status",
  "/storyblok-api/order-summary",
  "/storyblok-api/lifebook-recommendations",
  "/api/storyblok/webhook",
] as const;

/** Story and code pages that hold a form posting to themselves. */
export const FORM_PAGES = ["/affiliates/apply", "/masterclass/three-breath-reset", "/register-attendee-demo", "/de/register-attendee-demo"] as const;

/** What Express answers before Remix (in the sandbox build): health, static and sandbox files. */
const EXPRESS_PATHS = [
  "/healthcheck",
  "/favicon.svg",
  "/sandbox-assets/platform/quest/1.svg",
  "/__sandbox/events?dataset=page_builder",
  "/__sandbox/auth0/authorize",
  "/__sandbox/cake/p.ashx",
  "/__sandbox/gtm.js",
];

/** Every address to attack: code routes, sandbox story pages, endpoints, Express paths and `extra` (e.g. a built asset). */
export function siteAddresses(extra: readonly string[] = []): string[] {
  return [...new Set([...codeRoutePaths(), ...SANDBOX_PAGES, ...BODY_ENDPOINTS, ...FORM_PAGES, ...EXPRESS_PATHS, ...extra])];
}
