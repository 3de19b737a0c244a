import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "~/i18n/react";
import { usePageSearch } from "~/components/page-context";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import { otherParams, quizSearch, type QuizState, type QuizStep } from "~/domain/learning/quiz-query";
import { ChoiceStep } from "./ChoiceStep";
import { QuizProgress } from "./QuizProgress";
import { QuizResults } from "./QuizResults";
import type { AssessmentQuizData } from "./data";
import type loader from "./loader.server";
import type { schema } from "./schema";

/**
 * `assessment_quiz` (docs/product/learning-catalogue.md): choose up to 3 growth areas, then up
 * to 3 of their outcomes, then see quest and meditation recommendations. Every step is the
 * page URL with `?step=…&area=…&outcome=…` (`~/domain/learning/quiz-query`): GET forms and links, so
 * it works without JavaScript, the back button walks the steps and results can be shared.
 * One quiz per page (the parameters are the page's).
 */
export default function AssessmentQuiz({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const data = useBlockData<typeof loader>(blok);
  const location = useLocation();
  const search = usePageSearch();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname === location.pathname;
  const heading = useStepFocus(data?.state.step);
  // Marks the quiz as interactive once React has taken over the server HTML (tests wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div {...blockProps(blok)} className="mx-auto flex max-w-4xl flex-col gap-6">
      {(blok.title || blok.intro) && (
        <header className="max-w-3xl">
          {blok.title && <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{blok.title}</h2>}
          {blok.intro && <p className="mt-3 text-lg text-ink-700">{blok.intro}</p>}
        </header>
      )}
      <div
        aria-busy={busy}
        data-quiz-step={data?.state.step}
        data-hydrated={hydrated ? "" : undefined}
        className={`rounded-3xl bg-white p-5 text-ink-900 shadow-sm ring-1 ring-ink-100 transition-opacity sm:p-8 ${busy ? "opacity-60" : ""}`}
      >
        {!data ? (
          <p role="status" className="rounded-2xl bg-ink-50 p-6 text-ink-700">
            {t("quiz.unavailable")}
          </p>
        ) : data.areas.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 p-6 text-ink-700">{t("quiz.areasEmpty")}</p>
        ) : (
          // A new URL is a new step (or a corrected one): start its local choice state afresh.
          <QuizSteps key={search} data={data} pathname={location.pathname} search={search} heading={heading} headingLevel={blok.title ? 3 : 2} />
        )}
      </div>
    </div>
  );
}

function QuizSteps({
  data,
  pathname,
  search,
  heading,
  headingLevel,
}: {
  data: AssessmentQuizData;
  pathname: string;
  search: string;
  heading: RefObject<HTMLHeadingElement>;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const { state, areas } = data;
  const params = new URLSearchParams(search);
  const href = (next: Partial<Pick<QuizState, "areaIds" | "outcomeIds">> & { step: QuizStep }) =>
    pathname + quizSearch(params, { areaIds: state.areaIds, outcomeIds: state.outcomeIds, ...next });
  const hidden = [...otherParams(params)];
  const chosenAreas = state.areaIds.flatMap((id) => areas.find((a) => a.id === id) ?? []);

  return (
    <div className="flex flex-col gap-8">
      <QuizProgress step={state.step} hrefOf={(step) => href({ step })} />
      {state.step === "areas" && (
        <ChoiceStep
          param="area"
          title={t("quiz.areasTitle")}
          hint={t("quiz.areasHint")}
          groups={[{ options: areas.map((a) => ({ id: a.id, label: a.name, detail: a.category })) }]}
          selected={state.areaIds}
          notice={state.notice}
          action={pathname}
          nextStep="outcomes"
          hidden={hidden}
          carry={state.outcomeIds.map((id) => ["outcome", id])}
          submitLabel={t("quiz.continue")}
          urlFor={(ids) => href({ step: "areas", areaIds: [...ids] })}
          headingRef={heading}
          headingLevel={headingLevel}
        />
      )}
      {state.step === "outcomes" && (
        <ChoiceStep
          param="outcome"
          title={t("quiz.outcomesTitle")}
          hint={t("quiz.outcomesHint")}
          groups={chosenAreas.map((a) => ({ legend: a.name, options: a.outcomes.map((o) => ({ id: o.id, label: o.name })) }))}
          selected={state.outcomeIds}
          notice={state.notice}
          action={pathname}
          nextStep="results"
          hidden={hidden}
          carry={state.areaIds.map((id) => ["area", id])}
          submitLabel={t("quiz.seeResults")}
          urlFor={(ids) => href({ step: "outcomes", outcomeIds: [...ids] })}
          back={{ to: (ids) => href({ step: "areas", outcomeIds: [...ids] }), label: t("quiz.back") }}
          headingRef={heading}
          headingLevel={headingLevel}
        />
      )}
      {state.step === "results" && (
        <QuizResults
          results={data.results}
          outcomeNames={state.outcomeIds.flatMap((id) => chosenAreas.flatMap((a) => a.outcomes).find((o) => o.id === id)?.name ?? [])}
          changeHref={href({ step: "outcomes" })}
          restartHref={pathname + quizSearch(params, { step: "areas", areaIds: [], outcomeIds: [] })}
          headingRef={heading}
          headingLevel={headingLevel}
        />
      )}
    </div>
  );
}

/**
 * After moving to another step in the browser, focus moves to the new step's heading (screen
 * readers hear where they are; the heading scrolls into view). Not on the first render.
 */
function useStepFocus(step: QuizStep | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef<QuizStep | undefined>(undefined);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== step) heading.current?.focus();
    previous.current = step;
  }, [step]);
  return heading;
}

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["catalogue", "quiz"];
