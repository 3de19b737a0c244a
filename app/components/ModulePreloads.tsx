import { isRouteErrorResponse, useMatches, useRouteError } from "@remix-run/react";
import type { ModulePreload } from "~/domain/delivery/module-preload";

function preloadsOf(value: unknown): ModulePreload[] {
  const list = (value as { preloads?: unknown } | null | undefined)?.preloads;
  return Array.isArray(list) ? (list as ModulePreload[]) : [];
}

/**
 * The browser files this page's blocks and language need, as loaders named them in their
 * data's `preloads` (root: header, footer, strings; the page: its story; an error response:
 * its error story). Rendered identically on the server and in the browser.
 */
export function ModulePreloads() {
  const matches = useMatches();
  const error = useRouteError();
  const views = new Map<string, Set<string>>();
  const sources = [...matches.map((match) => match.data), isRouteErrorResponse(error) ? error.data : null];
  for (const preload of sources.flatMap(preloadsOf)) {
    const names = views.get(preload.href) ?? new Set<string>();
    for (const view of preload.views ?? []) names.add(view);
    views.set(preload.href, names);
  }
  return (
    <>
      {[...views].map(([href, names]) => (
        <link key={href} rel="modulepreload" href={href} data-view={names.size ? [...names].join(" ") : undefined} />
      ))}
    </>
  );
}

/**
 * Client navigations: starts downloading the files a new page's views need, all at once,
 * before its views are imported (their imports would otherwise be found one level at a time).
 */
export function preloadModules(preloads: readonly ModulePreload[]): void {
  for (const { href } of preloads) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}
