/**
 * First path segments that belong to the site's code, not to content (a CMS redirect
 * rule must never shadow them): the fixed pages and endpoints of `app/routes` (a unit test keeps
 * this list in step with the folder), and what Express answers before Remix (`server.ts`:
 * health check, events, built and sandbox assets, the sign-in provider's paths). Compared in
 * lowercase, after any language prefix: `/de/login` is `/login`.
 */
export const FIXED_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  // app/routes
  "api",
  "auth0-token-demo",
  "calendar.ics",
  "login",
  "logout",
  "pagebuilder-auth-redirect",
  "redirect",
  "redirect-rules",
  "register-attendee-demo",
  "resources",
  "robots.txt",
  "sitemap",
  "sitemap.xml",
  "storyblok-api",
  "switch-language",
  "test-no-sb",
  "test-no-tw",
  "test-no-tw-no-sb",
  // server.ts and the build
  "assets",
  "auth",
  "build",
  "favicon.ico",
  "favicon.svg",
  "healthcheck",
  "honeycomb",
  "sandbox-assets",
  "__sandbox",
]);

/** True when `path` (without language prefix, starting with `/`) is or lies under a fixed route. */
export function isFixedRoutePath(path: string): boolean {
  const end = path.indexOf("/", 1);
  return FIXED_ROUTE_SEGMENTS.has((end < 0 ? path.slice(1) : path.slice(1, end)).toLowerCase());
}
