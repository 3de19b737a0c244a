import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AccountMenu } from "~/components/AccountMenu";
import { AppLink } from "~/components/AppLink";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { usePageContext } from "~/components/page-context";
import { localizePath } from "~/domain/routing/locale-path";
import { BlokList } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";
import { MENU_PROPS } from "~/components/menu-disclosures";

/** `header`: the site header from the global story `global/header`. */
export default function Header({ blok }: BlockViewProps<typeof schema>) {
  const { lang } = usePageContext();
  const { t } = useTranslation();
  const { search } = useLocation();
  const requested = new URLSearchParams(search).get("dropdown");
  // On phones the menu opens too when `?dropdown=` names one of its dropdowns.
  const menuOpen = blok.nav.some((item) => item.component === "nav_dropdown" && item.name === requested);
  // Opaque, no backdrop blur: a blurred backdrop is redrawn for every frame under the sticky
  // header; in software compositing (Lighthouse's Chrome) it cost the compositor a third of its
  // CPU during load (docs/decisions/0051). At 95 % white the blur was barely visible.
  return (
    <header {...blockProps(blok)} className="sticky top-0 z-30 border-b border-ink-100 bg-white px-4 sm:px-6">
      {/* The same box as a page section's content (padding outside the 6xl column): aligned edges. */}
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 py-3">
        <AppLink href={localizePath(lang, "/")} className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink-900">
          <span aria-hidden="true" className="inline-block h-8 w-8 rounded-full bg-gradient-to-br from-brand-500 to-amber-400" />
          {blok.logo_text}
        </AppLink>
        <details {...MENU_PROPS} open={menuOpen} className="group/menu ms-auto xl:hidden" data-testid="phone-menu">
          {/* The label follows the state without script (the header hydrates at first use): the
              hidden word is display:none, so it is out of the accessible name too. */}
          {/* Below 480 px the words are visually hidden behind an icon: logo, this button and the
              language switcher then fit a 320 px screen in every language ("Schließen", "Закрыть"). */}
          <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-full px-3 font-semibold ring-1 ring-ink-200 min-[480px]:px-4 [&::-webkit-details-marker]:hidden">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 fill-none stroke-current stroke-2">
              <path className="group-open/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
              <path className="hidden group-open/menu:inline" d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="sr-only min-[480px]:not-sr-only">
              <span className="group-open/menu:hidden">{t("nav.menu")}</span>
              <span className="hidden group-open/menu:inline">{t("nav.close")}</span>
            </span>
          </summary>
          <nav
            aria-label={t("nav.main")}
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-ink-100 bg-white p-4 shadow-lg"
          >
            <ul className="space-y-1">
              <BlokList bloks={blok.nav} />
            </ul>
            <div className="mt-4">
              <AccountMenu inline />
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <BlokList bloks={blok.actions} />
            </div>
          </nav>
        </details>
        <nav aria-label={t("nav.main")} className="hidden xl:block">
          <ul className="flex items-center">
            <BlokList bloks={blok.nav} />
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <div className="hidden items-center gap-2 xl:flex">
            <AccountMenu />
            <BlokList bloks={blok.actions} />
          </div>
        </div>
      </div>
    </header>
  );
}
