import type { ResolvedLink } from "~/domain/routing/links";

/** A resolved link as page data carries it: `external` and `newTab` only when true (fewer bytes). */
export type CompactLink = { href: string; external?: boolean; newTab?: boolean };

/** A multilink field after validation: `validateContent`'s `link` option replaced it by this. */
export interface ResolvedField {
  resolved?: CompactLink | null;
}

/** Drops false flags from a resolved link (`link` option of `validateContent` on the server). */
export function compactLink(link: ResolvedLink | null): CompactLink | null {
  if (!link) return null;
  return { href: link.href, ...(link.external ? { external: true } : {}), ...(link.newTab ? { newTab: true } : {}) };
}

/**
 * The href of a multilink field as resolved where the story was validated (the server, or the
 * visual editor's preview) by `resolveLink` (`domain/routing/links.ts`), so block views ship no link
 * resolver to browsers. `null` for an empty or unusable link.
 */
export function linkOf(field: unknown): ResolvedLink | null {
  const link = (field as ResolvedField | null | undefined)?.resolved;
  return link ? { href: link.href, external: link.external === true, newTab: link.newTab === true } : null;
}
