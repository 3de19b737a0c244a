import { useCallback, useContext, useMemo, useState, type SelectHTMLAttributes } from "react";
import { BelowTheFold } from "../below-the-fold";
import { optionsMarkup, type SelectOption } from "./options-markup";

/** From this many options on, a select below the fold is sent without them (see `MarkupSelect`). */
export const LONG_SELECT = 50;

type MarkupSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children" | "dangerouslySetInnerHTML" | "value" | "defaultValue" | "form"> & {
  options: readonly SelectOption[];
  /** The value chosen at first (uncontrolled). */
  selected?: string;
  /** An empty first option. */
  placeholder?: string;
};

/**
 * An uncontrolled native select whose options are markup ({@link optionsMarkup}): React creates
 * and hydrates no element per option.
 *
 * Below the fold (a page's far bloks, `BelowTheFold`), a long list (≥ {@link LONG_SELECT}: the
 * ~250 countries or calling codes) is not parsed with the page (issue 15: each `<option>` costs
 * the parser, and Chrome's autofill scan of the forms, on a phone's main thread):
 * - until its block hydrates, the select holds only the chosen option and the placeholder, and
 *   stays out of its form (`form=""`);
 * - a `<noscript>` copy with every option comes first (so it owns the id its label points to):
 *   a browser without JavaScript parses it, shows it and submits it, and hides the short one
 *   (`noscript:hidden`); with JavaScript it is a string, never parsed into elements;
 * - when the block hydrates (it nears the screen, or an event starts in it: before React hands
 *   the event on, docs/decisions/0021), the select gets every option and joins its form, in
 *   the same task, so the first tap or key press meets the whole list.
 */
export function MarkupSelect({ options, selected, placeholder, className, ...select }: MarkupSelectProps) {
  const belowTheFold = useContext(BelowTheFold);
  const deferrable = belowTheFold && options.length >= LONG_SELECT;
  const [hydrated, setHydrated] = useState(false);
  // A ref runs in the commit's layout phase (never on the server): the update it makes is
  // rendered before the browser gets the event that made React hydrate the block.
  const attached = useCallback((select: HTMLSelectElement | null) => select && setHydrated(true), []);
  const all = useMemo(() => optionsMarkup(options, selected, placeholder), [options, selected, placeholder]);
  const chosen = useMemo(
    () => (deferrable ? optionsMarkup(options.filter((option) => option.value === selected), selected, placeholder) : all),
    [deferrable, options, selected, placeholder, all],
  );
  if (!deferrable) return <select {...select} className={className} defaultValue={selected} dangerouslySetInnerHTML={all} />;
  return (
    <>
      <noscript>
        <select {...select} className={className} defaultValue={selected} dangerouslySetInnerHTML={all} />
      </noscript>
      <select
        {...select}
        className={`${className ?? ""} noscript:hidden`}
        defaultValue={selected}
        ref={attached}
        form={hydrated ? undefined : ""}
        dangerouslySetInnerHTML={hydrated ? all : chosen}
      />
    </>
  );
}
