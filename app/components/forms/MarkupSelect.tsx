import { useCallback, useContext, useMemo, useRef, useState, type SelectHTMLAttributes } from "react";
import { BelowTheFold } from "../below-the-fold";
import { useNonce } from "../nonce";
import { RunsScripts } from "../page-context";
import { SHORT_SELECT_SCRIPT } from "./short-select";
import { optionsMarkup, type SelectOption } from "./options-markup";

/** From this many options on, a select below the fold is sent without them (see `MarkupSelect`). */
export const LONG_SELECT = 50;

type MarkupSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children" | "dangerouslySetInnerHTML" | "value" | "defaultValue"> & {
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
 *   (`select[form=""]` under `@media (scripting: none)`, in both stylesheets); with JavaScript
 *   it is a string, never parsed into elements;
 * - when the block hydrates (it nears the screen, or an event starts in it: before React hands
 *   the event on, docs/decisions/0021), the select gets every option and joins its form, in
 *   the same task, so the first tap or key press meets the whole list;
 * - reached before that (the page's code still loading), the document's inline script fills it
 *   from the copy (the inline script after it, `short-select.ts`); hydration then keeps the
 *   choice made meanwhile.
 * A document without scripts (the `static` layout) gets every select in full.
 *
 * Every long select carries `data-long`: the stylesheet gives it `content-visibility: auto`, so
 * the browser styles its options only once it nears the screen (Chrome computes a style per
 * `<option>`: the masterclass's 243 calling codes were ~60 % of its style recalculation before
 * the first paint; issue 15).
 */
export function MarkupSelect({ options, selected, placeholder, form, ...select }: MarkupSelectProps) {
  const belowTheFold = useContext(BelowTheFold);
  const runsScripts = useContext(RunsScripts);
  const nonce = useNonce();
  const long = options.length >= LONG_SELECT;
  const deferrable = belowTheFold && runsScripts && long;
  const [hydrated, setHydrated] = useState(false);
  /** The choice made in a select the inline script filled before hydration. */
  const kept = useRef<string | null>(null);
  // A ref runs in the commit's layout phase (never on the server): the update it makes is
  // rendered before the browser gets the event that made React hydrate the block. Called again
  // after that render (a new callback), it puts back a choice made before.
  const attached = useCallback(
    (select: HTMLSelectElement | null) => {
      if (!select) return;
      if (!hydrated) {
        if (!select.hasAttribute("form")) kept.current = select.value;
        setHydrated(true);
      } else if (kept.current !== null) {
        select.value = kept.current;
        kept.current = null;
      }
    },
    [hydrated],
  );
  const all = useMemo(() => optionsMarkup(options, selected, placeholder), [options, selected, placeholder]);
  if (!deferrable) return <select {...select} data-long={long ? "" : undefined} form={form} defaultValue={selected} dangerouslySetInnerHTML={all} />;
  const chosen = options.filter((option) => option.value === selected);
  return (
    <>
      <noscript>
        <select {...select} form={form} defaultValue={selected} dangerouslySetInnerHTML={all} />
      </noscript>
      <select
        {...select}
        data-long=""
        defaultValue={selected}
        ref={attached}
        form={hydrated ? form : ""}
        dangerouslySetInnerHTML={hydrated ? all : optionsMarkup(chosen, selected, placeholder)}
      />
      {/* Runs only from the server's HTML (a script React inserts never runs); the browser hides its nonce. */}
      <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SHORT_SELECT_SCRIPT }} />
    </>
  );
}
