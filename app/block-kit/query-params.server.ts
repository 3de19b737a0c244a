/**
 * Every query parameter a page may depend on, derived from the folders: a block that reads
 * the query declares the names in `blocks/<name>/schema.ts` (`export const queryParams`).
 * Sorted, without repeats. The page cache keys pages by these alone, and the root loader hands
 * them to the views, which keep only these when they echo the query (domain/routing/page-query.ts).
 */
const modules = import.meta.glob<{ queryParams?: readonly string[] }>("../blocks/*/schema.ts", { eager: true });

export const PAGE_QUERY_PARAMS: readonly string[] = [...new Set(Object.values(modules).flatMap((module) => module.queryParams ?? []))].sort();
