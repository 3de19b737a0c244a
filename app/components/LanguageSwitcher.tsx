import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { usePageContext, usePageSearch } from "~/components/page-context";
import { bcp47Of, LANGUAGES, type Language } from "~/i18n/languages";
import { resolvePath } from "~/domain/routing/locale-path";
import { switchTarget } from "~/domain/search-and-sharing/seo";
import { MENU_PROPS } from "./menu-disclosures";

/** Each language's own name for itself (autonyms are not translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ar: "العربية",
  de: "Deutsch",
  en: "English",
  es: "Español",
  fr: "Français",
  in: "Bahasa Indonesia",
  it: "Italiano",
  pt: "Português",
  ru: "Русский",
  zh: "中文",
};

/**
 * The header's language switcher (docs/product/routes-and-languages.md): plain links — no JavaScript needed — to the
 * same page in every language with the query kept, through `/switch-language`, which
 * remembers the choice in the locale cookie. A native disclosure keeps it compact.
 */
export function LanguageSwitcher() {
  const { lang } = usePageContext();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const search = usePageSearch();
  const path = resolvePath(pathname)?.path ?? "/";
  return (
    <details {...MENU_PROPS} className="group relative" data-testid="language-switcher">
      {/* The name is the visible code plus visually hidden words ("EN Choose a language"): an
          aria-label without "EN" would not contain the visible text (WCAG 2.5.3). */}
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full px-3 font-semibold text-ink-700 ring-1 ring-ink-200 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-5 w-5 fill-none stroke-current stroke-2 min-[480px]:block">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18" />
        </svg>
        <span>{lang.toUpperCase()}</span>
        <span className="sr-only">{t("nav.chooseLanguage")}</span>
      </summary>
      <ul className="absolute end-0 z-40 mt-2 w-56 rounded-xl bg-white p-2 shadow-xl ring-1 ring-ink-100">
        {LANGUAGES.map((l) => (
          <li key={l}>
            <a
              href={`/switch-language?to=${encodeURIComponent(switchTarget(l, path, search))}`}
              hrefLang={bcp47Of(l)}
              lang={bcp47Of(l)}
              aria-current={l === lang ? "true" : undefined}
              className="flex items-center justify-between rounded-md px-3 py-2 text-ink-900 hover:bg-ink-50 aria-[current]:font-semibold aria-[current]:text-brand-700"
            >
              {LANGUAGE_NAMES[l]}
              <span aria-hidden="true" className="text-xs uppercase text-ink-600">
                {l}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
