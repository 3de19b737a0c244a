import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { BlokView } from "~/block-kit/BlokView";
import { usePageContext } from "~/components/page-context";
import type { BlokBase } from "~/block-kit/types";
import { localizePath } from "~/domain/routing/locale-path";
import { AppLink } from "~/components/AppLink";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { AccountMenu } from "~/components/AccountMenu";

/** A plain header for pages without CMS content, or when `global/header` is unavailable. */
export function PlainHeader() {
  const { lang } = usePageContext();
  const { t } = useTranslation();
  return (
    <header className="border-b border-ink-100 bg-white px-4 sm:px-6">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 py-3">
        <AppLink href={localizePath(lang, "/")} className="text-xl font-extrabold tracking-tight text-ink-900">
          {t("brand")}
        </AppLink>
        <div className="flex items-center gap-3">
          <LanguageSwitcher />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}

export interface SiteChromeProps {
  header: BlokBase | null;
  footer: BlokBase | null;
  children: ReactNode;
}

/** The first thing a keyboard user reaches on every page: a link past the header to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:start-4 focus:top-4">
      {t("nav.skipToContent")}
    </a>
  );
}

/** Default layout: header and footer from the global stories, main landmark. */
export function SiteChrome({ header, footer, children }: SiteChromeProps) {
  return (
    <>
      {header ? <BlokView blok={header} /> : <PlainHeader />}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      {footer && <BlokView blok={footer} />}
    </>
  );
}
