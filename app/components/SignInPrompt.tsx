import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { usePageContext, usePageSearch } from "~/components/page-context";
import { localizePath } from "~/domain/routing/locale-path";
import { AppLink } from "./AppLink";
import { buttonClasses } from "./ButtonLink";

/**
 * An invitation to sign in, coming back to this page afterwards (`/login?returnTo=`), with
 * an optional second link (e.g. to the assessment). A plain link: sign-in leaves the app.
 */
export function SignInPrompt({
  title,
  text,
  secondary,
  headingLevel = 2,
}: {
  title: string;
  text: string;
  secondary?: { href: string; label: string };
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const { pathname } = useLocation();
  const search = usePageSearch();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className="flex flex-col gap-4 rounded-3xl bg-brand-50 p-6 text-ink-900 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      data-sign-in-prompt
    >
      <div className="max-w-xl">
        <Heading className="text-xl font-bold tracking-tight">{title}</Heading>
        <p className="mt-1 text-ink-700">{text}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
        <a href={`${localizePath(lang, "/login")}?returnTo=${encodeURIComponent(pathname + search)}`} className={buttonClasses("primary")}>
          {t("quiz.signIn")}
        </a>
        {secondary && (
          <AppLink href={secondary.href} className={buttonClasses("secondary")}>
            {secondary.label}
          </AppLink>
        )}
      </div>
    </div>
  );
}
