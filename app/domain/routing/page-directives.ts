import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { localizePath } from "./locale-path";
import { safeExternalUrl, safeRedirectTarget } from "./redirect-target";

/**
 * Page content directives (docs/product/page-directives-and-redirects.md#page-content-directives): fields a story's root
 * blok may carry that redirect or protect the page. Evaluated in the page's loader, before
 * anything renders. Malformed values never fail the page: they are ignored (and reported
 * by the caller) — an unsafe target is refused, not followed.
 */
export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const;
/** Default redirect status (docs/product/page-directives-and-redirects.md). */
export const DEFAULT_REDIRECT_STATUS = 302;

const flag = z
  .union([z.boolean(), z.literal("true"), z.literal("false"), z.literal("")])
  .optional()
  .transform((v) => v === true || v === "true");

export const directivesSchema = z
  .object({
    page_redirect: z.string().optional().default(""),
    require_auth: flag,
    redirect_sign_up: flag,
    redirect_if_user_level: z
      .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || v === "" ? [] : (Array.isArray(v) ? v : [v]).map((x) => String(x).trim()).filter(Boolean))),
    redirect_url: z.string().optional().default(""),
    redirect_status: z.coerce.number().optional(),
  })
  .passthrough();

const searchFieldsSchema = z.object({ noindex: flag, require_auth: flag, page_redirect: z.string().optional().default("") }).passthrough();

/**
 * Whether a page's root blok keeps it out of search engines' lists (the sitemap): the page field
 * `noindex`, sign-in required (`require_auth`), or a redirect away (`page_redirect`).
 */
export function hiddenFromSearch(content: unknown): boolean {
  const fields = searchFieldsSchema.safeParse(content ?? {});
  return fields.success && (fields.data.noindex || fields.data.require_auth || fields.data.page_redirect.trim() !== "");
}

export type Directives = z.infer<typeof directivesSchema>;

/** The signed-in member's level (`Profile.userLevel`, docs/product/members-and-sessions.md), or `null` for visitors. */
export interface MemberLevel {
  level: number;
  name: string;
}

export type DirectiveDecision =
  | { kind: "none" }
  | { kind: "redirect"; href: string; external: boolean; status: number }
  | { kind: "require-auth"; signUp: boolean }
  | { kind: "refused"; field: string; value: string };

function statusOf(directives: Directives): number {
  const status = directives.redirect_status;
  return status && (REDIRECT_STATUSES as readonly number[]).includes(status) ? status : DEFAULT_REDIRECT_STATUS;
}

/**
 * Decides what a page's directives demand, in order: `page_redirect` (leave for an external
 * URL), `require_auth` (visitors must sign in, or sign up with `redirect_sign_up`), then
 * `redirect_if_user_level` (listed levels go to `redirect_url`, or the language's home page).
 * Levels match by number or by name.
 */
export function evaluateDirectives(
  raw: unknown,
  { lang, signedIn, member, externalHosts }: { lang: Language; signedIn: boolean; member: MemberLevel | null; externalHosts: ReadonlySet<string> },
): DirectiveDecision {
  const parsed = directivesSchema.safeParse(raw ?? {});
  if (!parsed.success) return { kind: "none" };
  const directives = parsed.data;
  const status = statusOf(directives);

  if (directives.page_redirect) {
    const href = safeExternalUrl(directives.page_redirect, externalHosts);
    return href ? { kind: "redirect", href, external: true, status } : { kind: "refused", field: "page_redirect", value: directives.page_redirect };
  }
  if (directives.require_auth && !signedIn) return { kind: "require-auth", signUp: directives.redirect_sign_up };
  if (member && directives.redirect_if_user_level.length > 0) {
    const listed = directives.redirect_if_user_level.some((entry) => entry === String(member.level) || entry.toLowerCase() === member.name.toLowerCase());
    if (listed) {
      if (!directives.redirect_url) return { kind: "redirect", href: localizePath(lang, "/"), external: false, status };
      const target = safeRedirectTarget(directives.redirect_url, lang, { externalHosts });
      return target ? { kind: "redirect", ...target, status } : { kind: "refused", field: "redirect_url", value: directives.redirect_url };
    }
  }
  return { kind: "none" };
}
