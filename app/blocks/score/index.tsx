import { useTranslation } from "~/i18n/react";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import { usePageContext } from "~/components/page-context";
import { buttonClasses } from "~/components/ButtonLink";
import { AppLink } from "~/components/AppLink";
import { Meter } from "~/components/Meter";
import { SignInPrompt } from "~/components/SignInPrompt";
import { formatNumber } from "~/domain/language/format";
import { localizePath } from "~/domain/routing/locale-path";
import { ASSESSMENT_MAX, RATING_MAX } from "./data";
import type loader from "./loader.server";
import type { schema } from "./schema";

/**
 * `score`: the signed-in member's assessment score and growth-area ratings
 * from their profile (docs/product/members-and-sessions.md, the profile's `scores.assessment`, `growthAreaRatings`) as labelled
 * meters; visitors see a sign-in prompt, members without an assessment a link to the quiz
 * (`quiz_path`, default `/assessment`). When the member's profile cannot be read the block
 * shows nothing (docs/product/failures-and-limits.md: profile fetch failures are silently ignored).
 */
export default function Score({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const data = useBlockData<typeof loader>(blok);
  const quizHref = localizePath(lang, blok.quiz_path);
  const title = blok.title ?? t("quiz.score.title");
  const number = (value: number) => formatNumber(value, lang, { maximumFractionDigits: 1 });
  const rating = (value: number) => formatNumber(value, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  if (!data) {
    return (
      <p {...blockProps(blok)} role="status" className="rounded-2xl bg-ink-50 p-6 text-ink-700">
        {t("quiz.score.unavailable")}
      </p>
    );
  }
  if (data.kind === "unavailable") return null;
  if (data.kind === "visitor") {
    return (
      <div {...blockProps(blok)} data-score="visitor">
        <SignInPrompt title={title} text={t("quiz.score.signInText")} secondary={{ href: quizHref, label: t("quiz.takeQuiz") }} />
      </div>
    );
  }
  const taken = data.assessment !== null || data.ratings.length > 0;
  return (
    <div {...blockProps(blok)} data-score="member" className="rounded-3xl bg-white p-6 text-ink-900 shadow-sm ring-1 ring-ink-100 sm:p-8">
      <header className="mb-6">
        <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
        <p className="mt-1 text-ink-700">{taken ? t("quiz.score.greeting", { name: data.firstName }) : t("quiz.score.notTaken", { name: data.firstName })}</p>
      </header>
      {!taken ? (
        <AppLink href={quizHref} className={buttonClasses("primary")}>
          {t("quiz.takeQuiz")}
        </AppLink>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          {data.assessment !== null && (
            <div className="flex flex-col justify-center gap-3 rounded-2xl bg-brand-50 p-6">
              <p id={`${blok._uid}-assessment`} className="text-sm font-semibold uppercase tracking-wide text-brand-800">
                {t("quiz.score.assessment")}
              </p>
              <p className="flex items-baseline gap-1">
                <span className="text-5xl font-bold tracking-tight">{number(data.assessment)}</span>
                <span className="text-ink-700">/ {ASSESSMENT_MAX}</span>
              </p>
              <Meter
                size="lg"
                value={data.assessment}
                max={ASSESSMENT_MAX}
                labelledBy={`${blok._uid}-assessment`}
                valueText={t("quiz.score.outOf", { score: number(data.assessment), max: ASSESSMENT_MAX })}
              />
            </div>
          )}
          {data.ratings.length > 0 && (
            <div>
              <h3 className="mb-4 font-semibold">{t("quiz.score.ratingsTitle")}</h3>
              <ul className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
                {data.ratings.map((r) => {
                  const id = `${blok._uid}-${r.id}`;
                  return (
                    <li key={r.id} className="flex flex-col gap-1.5" data-rating={r.id}>
                      <div className="flex items-baseline justify-between gap-3">
                        <span id={id} className="font-medium">
                          {r.name}
                          <span className="sr-only"> ({r.category})</span>
                        </span>
                        {/* The scale in words, as the meter's value text says it (the meter is what assistive technology reads). */}
                        <span aria-hidden="true" className="shrink-0 text-sm font-semibold tabular-nums text-ink-700" data-rating-value>
                          {t("quiz.score.outOf", { score: rating(r.score), max: RATING_MAX })}
                        </span>
                      </div>
                      <Meter value={r.score} max={RATING_MAX} labelledBy={id} valueText={t("quiz.score.outOf", { score: rating(r.score), max: RATING_MAX })} />
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** The note when the score could not be loaded (`p`), nothing when unavailable, else the score or the sign-in prompt (docs/decisions/0019). */
export const staticTag = (blok: BlockViewProps<typeof schema>["blok"], blockData: Readonly<Record<string, unknown>>) => {
  const data = blockData[blok._uid] as { kind?: string } | null | undefined;
  if (!data) return "p";
  return data.kind === "unavailable" ? null : "div";
};

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["quiz"];
