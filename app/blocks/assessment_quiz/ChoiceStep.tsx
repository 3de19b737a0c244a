import { Form, Link } from "@remix-run/react";
import { useState, type Ref } from "react";
import { useTranslation } from "~/i18n/react";
import { buttonClasses } from "~/components/ButtonLink";
import type { QuizNotice, QuizStep } from "~/domain/learning/quiz-query";
import { MAX_SELECTIONS, toggleSelection } from "~/domain/learning/selection";

export interface ChoiceGroup {
  /** Shown as the group's legend when there are several groups (outcomes per growth area). */
  legend?: string;
  options: { id: string; label: string; detail?: string }[];
}

export interface ChoiceStepProps {
  /** The query parameter each checkbox sends (`area` or `outcome`). */
  param: "area" | "outcome";
  title: string;
  hint: string;
  groups: ChoiceGroup[];
  /** The choices in the URL, and why the quiz stopped here (from the loader). */
  selected: string[];
  notice: QuizNotice | null;
  /** Where the form goes: this page's path, the next step, and the fields to carry along. */
  action: string;
  nextStep: QuizStep;
  hidden: [string, string][];
  /** Choices of other steps to carry along (the areas while choosing outcomes, and back). */
  carry: [string, string][];
  submitLabel: string;
  /** This step's URL with `selected` as its choices (kept in the address as they change). */
  urlFor: (selected: readonly string[]) => string;
  /** The previous step, given this step's current choices. */
  back?: { to: (selected: readonly string[]) => string; label: string };
  headingRef: Ref<HTMLHeadingElement>;
  /** 2, or 3 under the blok's own title. */
  headingLevel: 2 | 3;
}

/**
 * One choosing step of the quiz as a GET form of checkboxes (docs/product/learning-catalogue.md): without JavaScript
 * the form sends every ticked box and the server applies the rules (a fourth is dropped with
 * the message); with JavaScript each tick is checked at once with `toggleSelection`, so a
 * fourth is refused on the spot, the count and the message are announced, and the address
 * is updated in place to hold the choices.
 */
export function ChoiceStep(props: ChoiceStepProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(props.selected);
  const [notice, setNotice] = useState(props.notice);
  const single = props.groups.length === 1;
  const Heading = `h${props.headingLevel}` as const;

  const toggle = (id: string) => {
    const next = toggleSelection(selected, id);
    setSelected(next.selected);
    setNotice(next.refused ? "limit" : null);
    // Keep the choices in the address without a navigation, so Back from the next step, a
    // reload or a shared link finds them. Remix's history entry state is kept as it is.
    if (!next.refused) window.history.replaceState(window.history.state, "", props.urlFor(next.selected));
  };

  const message =
    notice === "limit" ? t("quiz.limitReached") : notice === "chooseArea" ? t("quiz.chooseArea") : notice === "chooseOutcome" ? t("quiz.chooseOutcome") : "";

  return (
    <Form
      method="get"
      action={props.action}
      preventScrollReset
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        if (selected.length === 0) {
          event.preventDefault();
          setNotice(props.param === "area" ? "chooseArea" : "chooseOutcome");
        }
      }}
    >
      {props.hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="step" value={props.nextStep} />
      {props.carry.map(([name, value], index) => (
        <input key={`carry-${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <header>
        <Heading ref={props.headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-balance focus:outline-none sm:text-3xl">
          {props.title}
        </Heading>
        <p className="mt-2 text-ink-700">{props.hint}</p>
      </header>
      <div className="flex flex-col gap-6">
        {props.groups.map((group, index) => (
          <fieldset key={group.legend ?? index} className="min-w-0">
            <legend className={single ? "sr-only" : "mb-3 text-sm font-semibold uppercase tracking-wide text-ink-600"}>{group.legend ?? props.title}</legend>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {group.options.map((option) => {
                const checked = selected.includes(option.id);
                return (
                  <li key={option.id}>
                    <label
                      data-choice={option.id}
                      className="flex h-full min-h-14 cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-200 transition hover:ring-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
                    >
                      <input
                        type="checkbox"
                        name={props.param}
                        value={option.id}
                        checked={checked}
                        onChange={() => toggle(option.id)}
                        className="mt-0.5 size-5 shrink-0 accent-brand-600"
                      />
                      <span className="flex flex-col">
                        <span className="font-semibold text-ink-900">{option.label}</span>
                        {option.detail && <span className="text-sm text-ink-600">{option.detail}</span>}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <p role="status" className="font-semibold text-ink-900" data-selection-count>
          {t("quiz.selectedCount", { selected: selected.length, max: MAX_SELECTIONS })}
        </p>
        <p aria-live="assertive" className="min-h-6 font-medium text-amber-900" data-quiz-notice={notice ?? ""}>
          {message}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {props.back ? (
          <Link to={props.back.to(selected)} preventScrollReset className={buttonClasses("secondary")}>
            {props.back.label}
          </Link>
        ) : (
          <span />
        )}
        <button type="submit" className={buttonClasses("primary")}>
          {props.submitLabel}
        </button>
      </div>
    </Form>
  );
}
