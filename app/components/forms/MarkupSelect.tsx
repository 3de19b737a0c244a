import { useMemo, type SelectHTMLAttributes } from "react";
import { optionsMarkup, type SelectOption } from "./options-markup";

/** From this many options on, a select is marked `data-long` (see `MarkupSelect`). */
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
 * and hydrates no element per option, so the ~250 countries or calling codes cost hydration
 * nothing. Every select is whole and valid HTML: one element, one id, in its form.
 *
 * A long list (≥ {@link LONG_SELECT}) carries `data-long`: the stylesheet gives it
 * `content-visibility: auto`, so the browser styles its options only once it nears the screen
 * (Chrome computes a style per `<option>`).
 */
export function MarkupSelect({ options, selected, placeholder, ...select }: MarkupSelectProps) {
  const all = useMemo(() => optionsMarkup(options, selected, placeholder), [options, selected, placeholder]);
  const long = options.length >= LONG_SELECT;
  return <select {...select} data-long={long ? "" : undefined} defaultValue={selected} dangerouslySetInnerHTML={all} />;
}
