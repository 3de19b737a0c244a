import { useTranslation } from "~/i18n/react";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/domain/routing/locale-path";
import { AppLink } from "./AppLink";

/**
 * Body of the diagnostic pages `/test-no-sb` and `/test-no-tw-no-sb`: proves the app renders
 * with parts of the stack switched off. Styled with Tailwind classes that simply do nothing
 * when the stylesheet is absent.
 */
export function SystemCheck({ lang, cms, tailwind }: { lang: Language; cms: boolean; tailwind: boolean }) {
  const { t } = useTranslation();
  const rows: [string, boolean][] = [
    [t("systemCheck.serverRendering"), true],
    [t("systemCheck.cms"), cms],
    [t("systemCheck.tailwind"), tailwind],
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{t("systemCheck.title")}</h1>
      <p className="mt-4 text-lg text-ink-700">{t("systemCheck.intro")}</p>
      <table className="mt-8 w-full overflow-hidden rounded-xl text-start ring-1 ring-ink-100">
        <caption className="sr-only">{t("systemCheck.caption")}</caption>
        <thead className="bg-ink-50">
          <tr>
            <th scope="col" className="px-4 py-3 text-start">
              {t("systemCheck.part")}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t("systemCheck.used")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([part, used]) => (
            <tr key={part} className="border-t border-ink-100">
              <th scope="row" className="px-4 py-3 text-start font-medium">
                {part}
              </th>
              <td className="px-4 py-3">{used ? t("systemCheck.yes") : t("systemCheck.no")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-8">
        <AppLink href={localizePath(lang, "/")} className="font-semibold text-brand-700 underline">
          {t("error.backHome")}
        </AppLink>
      </p>
    </div>
  );
}
