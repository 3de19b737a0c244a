import { Form, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { usePageContext, usePageSearch } from "~/components/page-context";
import { localizePath } from "~/domain/locale-path";
import { MENU_PROPS } from "./menu-disclosures";
import { SignInUnavailableNotice } from "./SignInUnavailableNotice";

/** The signed-in member as the header shows them (never tokens): the root loader's `member`. */
export interface MemberView {
  sub: string;
  name: string;
  picture: string | null;
  levelName: string | null;
}

/**
 * The header's account area: "Sign in" for visitors (back to this page afterwards); the
 * member's avatar (or initials), name, level name (SPEC §3 userLevel) and a sign-out button
 * (a POST form) for members.
 */
export function AccountMenu() {
  const root = useRouteLoaderData<{ member: MemberView | null; sessionUnavailable?: boolean }>("root");
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const { pathname } = useLocation();
  const search = usePageSearch();
  const here = pathname + search;
  const member = root?.member;
  if (root?.sessionUnavailable) return <SignInUnavailableNotice />;
  if (!member) {
    return (
      <a
        href={`${localizePath(lang, "/login")}?returnTo=${encodeURIComponent(here)}`}
        className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-ink-700 hover:text-brand-700"
      >
        {t("nav.signIn")}
      </a>
    );
  }
  const initials = member.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <details {...MENU_PROPS} className="group relative" data-testid="account-menu">
      <summary
        aria-label={t("nav.account", { name: member.name })}
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full px-2 font-semibold text-ink-900 ring-1 ring-ink-200 [&::-webkit-details-marker]:hidden"
      >
        {member.picture ? (
          <img src={member.picture} alt="" width={32} height={32} className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-sm text-brand-800">
            {initials}
          </span>
        )}
        <span className="hidden max-w-32 truncate lg:inline" data-testid="member-name">
          {member.name}
        </span>
      </summary>
      <div className="absolute end-0 z-40 mt-2 w-56 rounded-xl bg-white p-3 shadow-xl ring-1 ring-ink-100">
        <p className="truncate px-2 font-semibold text-ink-900">{member.name}</p>
        {member.levelName && (
          <p className="px-2 pb-2 text-sm text-ink-600" data-testid="member-level">
            {t("nav.memberLevel", { level: member.levelName })}
          </p>
        )}
        <Form method="post" action="/logout" reloadDocument>
          <input type="hidden" name="returnTo" value={here} />
          <button type="submit" className="w-full rounded-md px-2 py-2 text-start font-semibold text-brand-700 hover:bg-ink-50">
            {t("nav.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
