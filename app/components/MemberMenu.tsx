import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { usePageContext } from "~/components/page-context";
import { AppLink } from "~/components/AppLink";
import { localizePath } from "~/domain/routing/locale-path";
import { MENU_PROPS } from "./menu-disclosures";
import type { MemberView } from "~/domain/members/member-view";

/**
 * The member's own pages, in the order the account menu lists them (site paths, unlocalized).
 * The plan links to the membership page, where plans are compared; the platform has no list of
 * a member's orders (an order summary is read only by the subscription id of one checkout), so
 * there is no orders entry.
 */
export const MEMBER_PAGES = [
  { key: "account.growth", path: "/members/growth" },
  { key: "account.library", path: "/members/library" },
] as const;

/** The page where a member sees and compares plans. */
export const PLAN_PAGE = "/membership";

const ITEM = "flex min-h-11 w-full items-center rounded-md px-2 text-start font-semibold hover:bg-ink-50 focus-visible:outline-offset-0";

/**
 * A signed-in member's account menu (a chunk of its own: visitors never download it; see
 * AccountMenu): a `<details data-menu>` (closes like every header menu,
 * components/menu-disclosures.ts) whose button shows the avatar (or initials) and whose panel
 * holds the name, links to the member's growth and library pages, their plan (level name,
 * docs/product/members-and-sessions.md) and a sign-out button (a POST form back to `here`,
 * works without JavaScript).
 *
 * `inline`: inside the phone menu the panel opens in the menu's flow, as wide as the menu; as a
 * popover (wide header, plain header) it hangs from the button's end edge, never wider than
 * the viewport less the page's margins (docs/decisions/0052, addendum).
 */
export function MemberMenu({ member, inline, here }: { member: MemberView; inline: boolean; here: string }) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const initials = member.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const panel = inline
    ? "mt-3 w-full rounded-xl bg-white p-2 ring-1 ring-ink-100"
    : "absolute end-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-2 shadow-xl ring-1 ring-ink-100";
  return (
    <details {...MENU_PROPS} className={inline ? "w-full" : "relative"} data-testid="account-menu" data-member-menu="">
      <summary
        aria-label={t("account.menuLabel", { name: member.name })}
        className="flex min-h-11 w-fit max-w-full cursor-pointer list-none items-center gap-2 rounded-full px-2 font-semibold text-ink-900 ring-1 ring-ink-200 [&::-webkit-details-marker]:hidden"
      >
        {member.picture ? (
          <img src={member.picture} alt="" width={32} height={32} className="h-8 w-8 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm text-brand-800">
            {initials}
          </span>
        )}
        <span className={`${inline ? "" : "hidden lg:inline"} max-w-40 truncate`} data-testid="member-name">
          {member.name}
        </span>
      </summary>
      <div className={panel} data-testid="account-panel">
        <p className="px-2 pt-1 font-semibold break-words text-ink-900">{member.name}</p>
        <ul className="mt-1 border-t border-ink-100 pt-1">
          {MEMBER_PAGES.map((page) => (
            <li key={page.path}>
              <AppLink href={localizePath(lang, page.path)} className={`${ITEM} text-ink-900 hover:text-brand-700`}>
                {t(page.key)}
              </AppLink>
            </li>
          ))}
          <li>
            <AppLink href={localizePath(lang, PLAN_PAGE)} className={`${ITEM} text-ink-900 hover:text-brand-700`} data-testid="member-level">
              {member.levelName ? t("account.memberLevel", { level: member.levelName }) : t("account.plans")}
            </AppLink>
          </li>
        </ul>
        <Form method="post" action="/logout" reloadDocument className="mt-1 border-t border-ink-100 pt-1">
          <input type="hidden" name="returnTo" value={here} />
          <button type="submit" className={`${ITEM} text-brand-700 hover:text-brand-800`}>
            {t("account.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
