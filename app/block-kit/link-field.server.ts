import { resolveLink, type MultilinkLike } from "~/domain/routing/links";
import type { Language } from "~/i18n/languages";
import type { ResolvedLink } from "~/domain/routing/links";
import { linkOf } from "./link-field";

/**
 * For block servers (loaders, actions): the link of a multilink field, whether it was resolved
 * during validation (`{ resolved }`, see `linkOf`) or is still a raw field (bloks built in code).
 */
export function resolvedLinkOf(field: unknown, lang: Language): ResolvedLink | null {
  if (field && typeof field === "object" && "resolved" in field) return linkOf(field);
  return resolveLink(field as MultilinkLike | undefined, lang);
}
