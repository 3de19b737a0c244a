import { Link } from "@remix-run/react";
import type { Ref } from "react";
import { useTranslation } from "~/i18n/react";
import { usePageContext } from "~/components/page-context";
import { buttonClasses } from "~/components/ButtonLink";
import { RecommendedLists } from "~/components/catalogue/RecommendedLists";
import { formatNames } from "~/domain/learning/catalogue-format";
import type { AssessmentQuizData } from "./data";

/**
 * The quiz's last step: the chosen outcomes, then up to 3 quests and 4 meditations (docs/product/learning-catalogue.md,
 * applied by the loader), or an empty or unavailable note; links to change the outcomes or
 * start again. The URL holds the answers, so the page can be bookmarked and shared.
 */
export function QuizResults({
  results,
  outcomeNames,
  changeHref,
  restartHref,
  headingRef,
  headingLevel,
}: {
  results: AssessmentQuizData["results"];
  outcomeNames: string[];
  changeHref: string;
  restartHref: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Of the results title: 2, or 3 under the blok's own title; sections and cards follow. */
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const found = results && results !== "unavailable" ? results : null;
  const Title = `h${headingLevel}` as const;
  const sectionLevel = (headingLevel + 1) as 3 | 4;
  const empty = found !== null && found.quests.length === 0 && found.meditations.length === 0;
  return (
    <div className="flex flex-col gap-10" data-quiz-results>
      <header>
        <Title ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-balance focus:outline-none sm:text-3xl">
          {t("quiz.resultsTitle")}
        </Title>
        <p className="mt-2 text-ink-700">{t("quiz.resultsFor", { outcomes: formatNames(outcomeNames, lang) })}</p>
      </header>
      {results === "unavailable" && (
        <p role="status" className="rounded-2xl bg-ink-50 p-6 text-ink-700">
          {t("quiz.resultsUnavailable")}
        </p>
      )}
      {empty && <p className="rounded-2xl bg-ink-50 p-6 text-ink-700">{t("quiz.resultsEmpty")}</p>}
      {found && (
        <RecommendedLists
          idPrefix="quiz"
          quests={found.quests}
          meditations={found.meditations}
          questsTitle={t("quiz.questsTitle")}
          meditationsTitle={t("quiz.meditationsTitle")}
          headingLevel={sectionLevel}
        />
      )}
      <div className="flex flex-col gap-4 border-t border-ink-100 pt-6 md:flex-row md:items-center md:justify-between">
        <p className="max-w-md text-sm text-ink-600">{t("quiz.shareHint")}</p>
        <div className="flex shrink-0 flex-col gap-3 whitespace-nowrap sm:flex-row">
          <Link to={changeHref} preventScrollReset className={buttonClasses("secondary")}>
            {t("quiz.changeOutcomes")}
          </Link>
          <Link to={restartHref} preventScrollReset className={buttonClasses("ghost")}>
            {t("quiz.startOver")}
          </Link>
        </div>
      </div>
    </div>
  );
}
