/**
 * One `<link rel="modulepreload">` of the document head. `views` (rendered as `data-view`,
 * space-separated) names the block views whose own chunk the file is: entry.client loads
 * those views before hydrating.
 */
export interface ModulePreload {
  href: string;
  views?: string[];
}
