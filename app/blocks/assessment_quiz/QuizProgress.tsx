import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { QUIZ_STEPS, type QuizStep } from "~/domain/learning/quiz-query";

/**
 * The quiz's three steps as an ordered list: done steps link back (keeping the choices),
 * the current one is marked `aria-current="step"`, later ones are plain text. Labels wrap
 * rather than being cut off on narrow screens.
 */
export function QuizProgress({ step, hrefOf }: { step: QuizStep; hrefOf: (step: QuizStep) => string }) {
  const { t } = useTranslation();
  const current = QUIZ_STEPS.indexOf(step);
  return (
    <nav aria-label={t("quiz.progressLabel")}>
      <p className="mb-3 text-sm font-semibold text-brand-700">{t("quiz.stepOf", { current: current + 1, total: QUIZ_STEPS.length })}</p>
      <ol className="grid grid-cols-3 gap-2">
        {QUIZ_STEPS.map((name, index) => {
          const state = index < current ? "done" : index === current ? "current" : "todo";
          const label = t(`quiz.steps.${name}`);
          const bar = state === "todo" ? "bg-ink-100" : "bg-brand-600";
          const content = (
            <>
              <span aria-hidden="true" className={`block h-1.5 rounded-full ${bar}`} />
              <span
                className={`mt-2 flex flex-col items-start gap-1 text-sm sm:flex-row sm:items-center sm:gap-1.5 ${state === "current" ? "font-semibold text-ink-900" : "text-ink-600"}`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${state === "todo" ? "bg-ink-100 text-ink-700" : "bg-brand-600 text-white"}`}
                >
                  {state === "done" ? "✓" : index + 1}
                </span>
                {/* On a phone the label sits under its number, with the column's whole width, and wraps; a long single word ("Wachstumsbereiche") breaks where it must (no `hyphens: auto`: it opens the hyphenation dictionary with a synchronous call during layout). */}
                <span className="min-w-0 max-w-full text-xs leading-4 [overflow-wrap:anywhere] sm:text-sm sm:leading-5">{label}</span>
              </span>
            </>
          );
          return (
            <li key={name} aria-current={state === "current" ? "step" : undefined} data-quiz-progress={state}>
              {state === "done" ? (
                <Link to={hrefOf(name)} preventScrollReset className="block rounded-md hover:underline">
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
