import { index, route, type RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

/**
 * Routes (docs/decisions/0002-routing.md).
 *
 * Every content page — `/`, `/home`, `/{product}/{page}`, `/trainers/{slug}`, `/demo/*`,
 * with or without a language prefix — is one story route: its loader splits language and
 * slug from the URL in one place (`domain/routing/locale-path.ts`), so Remix's greedy optional
 * segments can never mistake `/membership` for a language. `*` does not match `/`, hence
 * the index entry. Fixed code pages live in `app/routes/` as flat routes.
 */
export default [
  index("pages/story-route.tsx", { id: "story-index" }),
  route("*", "pages/story-route.tsx", { id: "story" }),
  ...(await flatRoutes()),
] satisfies RouteConfig;
