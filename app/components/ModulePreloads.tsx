import { isRouteErrorResponse, useMatches, useRouteError } from "@remix-run/react";

/**
 * One `<link rel="modulepreload">` of the document head. `block` (rendered as `data-view`) marks the first file of a
 * block view: entry.client loads those views before hydrating.
 */
export interface ModulePreload {
  href: string;
  block?: string;
}

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
  const seen = new Set<string>();
  const links: ModulePreload[] = [];
  const sources = [...matches.map((match) => match.data), isRouteErrorResponse(error) ? error.data : null];
  for (const preload of sources.flatMap(preloadsOf)) {
    if (seen.has(preload.href)) continue;
    seen.add(preload.href);
    links.push(preload);
  }
  return (
    <>
      {links.map((link) => (
        <link key={link.href} rel="modulepreload" href={link.href} data-view={link.block} />
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
