import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { reopenConsent } from "~/analytics/consent";
import { z } from "zod";
import { defineBlock } from "../types";
import { bloks, multilink, optionalText, text } from "../schema";
import { BlokList, blockProps } from "../BlokView";
import { usePageContext } from "../context";
import { AppLink } from "~/components/AppLink";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { AccountMenu } from "~/components/AccountMenu";
import { resolveLink } from "~/domain/links";
import { localizePath } from "~/domain/locale-path";

/** `nav_item`: one navigation link (header, dropdowns, footer columns). */
export const nav_item = defineBlock(
  z.object({ label: text, link: multilink }).passthrough(),
  function NavItem({ blok }) {
    const { lang } = usePageContext();
    const link = resolveLink(blok.link, lang);
    if (!link) return null;
    return (
      <li {...blockProps(blok)}>
        <AppLink href={link.href} external={link.external} className="block rounded-md px-3 py-2 font-medium hover:bg-ink-50 hover:text-brand-700">
          {blok.label}
        </AppLink>
      </li>
    );
  },
);

/**
 * `nav_dropdown`: a header menu. A native `<details>` disclosure, so it opens without
 * JavaScript; `?dropdown=<name>` renders it open on the server (SPEC §2).
 */
export const nav_dropdown = defineBlock(
  z
    .object({
      name: z.string().regex(/^[a-z0-9-]+$/, "name must be lowercase letters, digits and dashes"),
      label: text,
      items: bloks,
    })
    .passthrough(),
  function NavDropdown({ blok }) {
    const { search } = useLocation();
    const open = new URLSearchParams(search).get("dropdown") === blok.name;
    return (
      <li {...blockProps(blok)} className="relative">
        <details open={open} className="group">
          <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 font-medium hover:bg-ink-50 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            {blok.label}
            <span aria-hidden="true" className="text-xs transition group-open:rotate-180">▾</span>
          </summary>
          <ul className="z-20 mt-1 min-w-56 space-y-1 rounded-xl bg-white p-2 shadow-xl ring-1 ring-ink-100 md:absolute md:start-0">
            <BlokList bloks={blok.items} />
          </ul>
        </details>
      </li>
    );
  },
);

/** `header`: the site header from the global story `global/header`. */
export const header = defineBlock(
  z.object({ logo_text: text, nav: bloks, actions: bloks }).passthrough(),
  function Header({ blok }) {
    const { lang } = usePageContext();
    const { t } = useTranslation();
    const { search } = useLocation();
    const requested = new URLSearchParams(search).get("dropdown");
    // On phones the menu opens too when `?dropdown=` names one of its dropdowns.
    const menuOpen = blok.nav.some((item) => item.component === "nav_dropdown" && item.name === requested);
    return (
      <header {...blockProps(blok)} className="sticky top-0 z-30 border-b border-ink-100 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <AppLink href={localizePath(lang, "/")} className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink-900">
            <span aria-hidden="true" className="inline-block h-8 w-8 rounded-full bg-gradient-to-br from-brand-500 to-amber-400" />
            {blok.logo_text}
          </AppLink>
          <details open={menuOpen} className="group md:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-full px-4 font-semibold ring-1 ring-ink-200 [&::-webkit-details-marker]:hidden">
              {t("nav.menu")}
            </summary>
            <nav aria-label={t("nav.main")} className="absolute inset-x-0 top-full border-b border-ink-100 bg-white p-4 shadow-lg">
              <ul className="space-y-1">
                <BlokList bloks={blok.nav} />
              </ul>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <AccountMenu />
                <BlokList bloks={blok.actions} />
              </div>
            </nav>
          </details>
          <nav aria-label={t("nav.main")} className="hidden md:block">
            <ul className="flex items-center gap-1">
              <BlokList bloks={blok.nav} />
            </ul>
          </nav>
          <div className="flex items-center gap-3">
            <LanguageSwitcher />
            <div className="hidden items-center gap-3 md:flex">
              <AccountMenu />
              <BlokList bloks={blok.actions} />
            </div>
          </div>
        </div>
      </header>
    );
  },
);

/** `footer_column`: a titled list of `nav_item`s in the footer. */
export const footer_column = defineBlock(
  z.object({ title: text, links: bloks }).passthrough(),
  function FooterColumn({ blok }) {
    return (
      <div {...blockProps(blok)}>
        <h2 className="text-sm font-semibold uppercase tracking-widest text-ink-300">{blok.title}</h2>
        <ul className="mt-4 space-y-1 [&_a]:px-0 [&_a]:text-ink-100 [&_a:hover]:bg-transparent [&_a:hover]:text-white">
          <BlokList bloks={blok.links} />
        </ul>
      </div>
    );
  },
);

/** Reopens the analytics consent banner; shown once JavaScript runs (consent only matters then). */
function CookieSettingsButton() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" onClick={reopenConsent} className="underline underline-offset-4 hover:text-white">
      {t("consent.settings")}
    </button>
  );
}

/** `footer`: the site footer from the global story `global/footer`. */
export const footer = defineBlock(
  z
    .object({ tagline: optionalText, columns: bloks, legal: optionalText, contact: multilink.optional() })
    .passthrough(),
  function Footer({ blok }) {
    return (
      <footer {...blockProps(blok)} className="bg-ink-900 px-4 py-14 text-ink-100 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[2fr_repeat(3,1fr)]">
          <p className="max-w-sm text-lg text-white">{blok.tagline}</p>
          <BlokList bloks={blok.columns} />
        </div>
        <div className="mx-auto mt-12 flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-ink-700 pt-6 text-sm text-ink-300">
          {blok.legal && <p>{blok.legal}</p>}
          <CookieSettingsButton />
        </div>
      </footer>
    );
  },
);
