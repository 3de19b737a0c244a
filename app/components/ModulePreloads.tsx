import type { ModulePreload } from "~/domain/delivery/module-preload";

/** The `preloads` a loader's data or an error response's data names (see {@link ModulePreload}). */
export function preloadsOf(value: unknown): ModulePreload[] {
  const list = (value as { preloads?: unknown } | null | undefined)?.preloads;
  return Array.isArray(list) ? (list as ModulePreload[]) : [];
}

/**
 * `<link rel="modulepreload">` for each file of `preloads`, once, naming every view it holds
 * (`data-view`, which entry.client loads before hydrating). The document head renders them
 * (pages/document-head.tsx).
 */
export function ModulePreloads({ preloads }: { preloads: readonly ModulePreload[] }) {
  const views = new Map<string, Set<string>>();
  for (const preload of preloads) {
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
