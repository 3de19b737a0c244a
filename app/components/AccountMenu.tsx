import { lazy, Suspense } from "react";
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { usePageContext, usePageSearch } from "~/components/page-context";
import { localizePath } from "~/domain/routing/locale-path";
import type { MemberView } from "~/domain/members/member-view";
import { SignInUnavailableNotice } from "./SignInUnavailableNotice";
import type * as MemberMenuExports from "./MemberMenu";

type MemberMenuModule = typeof MemberMenuExports;
let memberMenu: MemberMenuModule | null = null;

/**
 * Loads the member's account menu, a chunk of its own that visitors never download. The server
 * loads it before its first render; the browser before hydrating a page whose server render
 * shows it (entry.client, `[data-member-menu]`), whose document preloads it (root loader).
 */
export async function loadMemberMenu(): Promise<MemberMenuModule> {
  memberMenu ??= await import("./MemberMenu");
  return memberMenu;
}

/** A member shown without a document load (not the usual way in: signing in loads a document). */
const LazyMemberMenu = lazy(() => loadMemberMenu().then((module) => ({ default: module.MemberMenu })));

/**
 * The header's account area: "Sign in" for visitors (back to this page afterwards), the
 * member's account menu ({@link loadMemberMenu}) for members, and a notice while sessions
 * cannot be read.
 */
export function AccountMenu({ inline = false }: { inline?: boolean }) {
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
  if (memberMenu) return <memberMenu.MemberMenu member={member} inline={inline} here={here} />;
  return (
    <Suspense fallback={null}>
      <LazyMemberMenu member={member} inline={inline} here={here} />
    </Suspense>
  );
}
